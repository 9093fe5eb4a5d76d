import type { FastifyRequest } from 'fastify';

/** The staff member reading; their e-mail is kept as it was at the time, as for every staff event. */
export interface StaffReader {
  staffId: string;
  email: string;
}

/** What a staff request read of one applicant's record: the subject and the parts (fields or files) it returned. */
export interface PersonalDataRead {
  reader: StaffReader;
  subject: { type: string; id: string };
  /** Field names (`dateOfBirth`, `answers`, `creditReport`) or files (`document:12`). */
  parts: Set<string>;
}

// Per request, not per process: the reads die with the request if it is never answered.
const readsByRequest = new WeakMap<FastifyRequest, Map<string, PersonalDataRead>>();

/**
 * Notes that this staff request returns an applicant's personal data. Nothing
 * is written here: the request's reads are merged per subject and written as
 * one `<subject type>.personal_data_read` event each before the answer is sent
 * (see `flushPersonalDataReads`), so a page view is one event, not one per
 * field, and no answer carrying personal data leaves unless its read is on
 * record.
 */
export function notePersonalDataRead(
  request: FastifyRequest,
  reader: StaffReader,
  subject: { type: string; id: string },
  parts: readonly string[],
): void {
  let reads = readsByRequest.get(request);
  if (!reads) {
    reads = new Map();
    readsByRequest.set(request, reads);
  }
  const key = `${reader.staffId}\u0000${subject.type}\u0000${subject.id}`;
  const read = reads.get(key) ?? { reader, subject, parts: new Set<string>() };
  for (const part of parts) read.parts.add(part);
  reads.set(key, read);
}

/** Takes the request's noted reads (each once): the flush writes them. */
export function takePersonalDataReads(request: FastifyRequest): PersonalDataRead[] {
  const reads = readsByRequest.get(request);
  readsByRequest.delete(request);
  return reads ? [...reads.values()] : [];
}
