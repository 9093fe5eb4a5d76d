import { z } from 'zod';
import { decisionTracks } from '@waypoint/domain/decisions/decision-inputs';
import { badUserInput } from '../../graphql/app-error.js';

export const queuePageSizeMax = 50;
export const queuePageSizeDefault = 20;
export const queueOutcomes = ['approve', 'refer', 'decline', 'none'] as const;

const filterSchema = z
  .object({
    track: z.enum(decisionTracks).nullish(),
    outcome: z.enum(queueOutcomes).nullish(),
  })
  .nullish();

const pagingSchema = z.object({
  page: z.number().int().min(1).max(100_000).nullish(),
  pageSize: z.number().int().min(1).max(queuePageSizeMax).nullish(),
});

export interface QueueQuery {
  track: (typeof decisionTracks)[number] | null;
  outcome: (typeof queueOutcomes)[number] | null;
  page: number;
  pageSize: number;
}

/** The queue's filter and paging, refused with BAD_USER_INPUT when outside the lists or bounds. */
export function parseQueueQuery(args: { filter?: unknown; page?: unknown; pageSize?: unknown }): QueueQuery {
  const filter = filterSchema.safeParse(args.filter);
  if (!filter.success)
    throw badUserInput(filter.error.issues.map((issue) => ({ ...issue, path: ['filter', ...issue.path] })));
  const paging = pagingSchema.safeParse({ page: args.page, pageSize: args.pageSize });
  if (!paging.success) throw badUserInput(paging.error.issues);
  return {
    track: filter.data?.track ?? null,
    outcome: filter.data?.outcome ?? null,
    page: paging.data.page ?? 1,
    pageSize: paging.data.pageSize ?? queuePageSizeDefault,
  };
}

/** A database id from a path or argument: 1 to 2^31-1, digits only; anything else is no id. */
export function positiveId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}
