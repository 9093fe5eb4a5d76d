import { buildSamplePdf, sampleJpeg, samplePassportMrz, samplePng, sampleVisaMrz } from './sample-documents.js';

/** The applicant every sample is made for (application answers in tests and e2e). */
export const sampleApplicant = { firstName: 'Priya', lastName: 'Raman', dob: '1994-05-17' } as const;

export const samplePassportHolder = {
  surname: 'RAMAN',
  givenNames: 'PRIYA',
  dob: sampleApplicant.dob,
  expiry: '2031-01-01',
  number: 'Z4821957',
};

const heading = ['REPUBLIC OF INDIA', 'PASSPORT', 'Sandbox sample made by Waypoint, not a real document'];

function passportPdf(holder: typeof samplePassportHolder): Buffer {
  return buildSamplePdf([...heading, '', ...samplePassportMrz(holder)]);
}

function triggerPdf(trigger: string): Buffer {
  return buildSamplePdf(['Sandbox test document made by Waypoint', trigger]);
}

// The first 64 bytes of an ELF executable header: not a document of any kind.
const elfHeader = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);

/**
 * Every sample file by name, built from code (no copied images). The
 * generator writes them to samples/files/ for e2e; tests build them here.
 * plain-photo.heic is the exception: no HEIC encoder runs on npm alone, so
 * make-samples.ts encodes plain.png with heif-enc when it is installed and
 * the committed file is kept otherwise.
 */
export function sampleFiles(): Record<string, Buffer> {
  const plainJpeg = sampleJpeg();
  return {
    'passport-valid.pdf': passportPdf(samplePassportHolder),
    'passport-expired.pdf': passportPdf({ ...samplePassportHolder, expiry: '2024-03-03' }),
    'passport-name-mismatch.pdf': passportPdf({ ...samplePassportHolder, surname: 'SMITH', givenNames: 'JOHN' }),
    'passport-no-zone.pdf': buildSamplePdf(heading),
    'passport-zone.png': samplePng({}, { MRZ: samplePassportMrz(samplePassportHolder).join('\n') }),
    'passport-zone.jpg': sampleJpeg({}, [`MRZ:\n${samplePassportMrz(samplePassportHolder).join('\n')}`]),
    'visa-valid.pdf': buildSamplePdf(['UNITED STATES OF AMERICA', 'VISA', ...sampleVisaMrz(samplePassportHolder)]),
    'plain.png': samplePng(),
    'plain.jpg': plainJpeg,
    'truncated.jpg': plainJpeg.subarray(0, plainJpeg.length >> 1),
    'javascript-open-action.pdf': buildSamplePdf(['A PDF that runs a script when opened'], {
      catalogEntries: '/OpenAction 6 0 R ',
      extraObjects: ['<< /Type /Action /S /JavaScript /JS (app.alert\\("hello"\\)) >>'],
    }),
    'sandbox-expired.pdf': triggerPdf('SANDBOX-EXPIRED'),
    'sandbox-mismatch.pdf': triggerPdf('SANDBOX-MISMATCH'),
    'sandbox-invalid.pdf': triggerPdf('SANDBOX-INVALID'),
    'not-a-document.elf': elfHeader,
  };
}
