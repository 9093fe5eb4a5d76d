import type {
  BureauAnswer,
  BureauContact,
  CreditFileSummary,
  CreditScore,
} from '@waypoint/domain/credit-report/credit-report';
import type { CreditBureauProvider } from './credit-bureau-provider.js';

/**
 * The sandbox credit bureau: deterministic personas chosen by the subject's
 * last name, documented in docs/sandbox.md "Credit report" the way card
 * networks publish test numbers. Soft and hard inquiries answer alike, so a
 * persona reached at /prequalify answers the same at the hard pull.
 */
export const sandboxBureauContact: BureauContact = {
  name: 'Waypoint Sandbox Credit Bureau',
  address: 'P.O. Box 4500, Allen, TX 75013',
  phone: '1-800-555-0199',
  website: 'https://bureau.sandbox.waypoint.example',
};

export const sandboxScoreModel = { model: 'FICO Score 8', rangeLow: 300, rangeHigh: 850 } as const;

/** Last names (any case, trimmed) that pick a persona; any other name is the clean "building" file. */
export const sandboxCreditPersonas = {
  noFile: 'Nofile',
  thinFile: 'Thinfile',
  prime: 'Prime',
  subprime: 'Subprime',
  delinquent: 'Delinquent',
  manyInquiries: 'Manyinquiries',
  fraudAlert: 'Fraudalert',
  frozen: 'Frozen',
  timeout: 'Timeout',
} as const;

/** Thrown when the timeout persona is given up on, as a bureau that never answered would be. */
export class SandboxCreditBureauError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxCreditBureauError';
  }
}

// Without an abort the timeout persona still ends, so nothing waits forever.
const unsignalledHangMs = 30_000;

type FileSketch = Omit<CreditFileSummary, 'score'> & {
  score: { value: number; keyFactors: string[] } | null;
};

const clean = { delinquencies: 0, publicRecords: 0, inquiriesLast6Months: 0, fraudAlert: false } as const;

const files: Record<
  'thinFile' | 'prime' | 'subprime' | 'delinquent' | 'manyInquiries' | 'fraudAlert' | 'ordinary',
  FileSketch
> = {
  thinFile: { ...clean, score: null, tradelines: 1 },
  prime: {
    ...clean,
    score: { value: 780, keyFactors: ['Length of time accounts have been established'] },
    tradelines: 12,
    inquiriesLast6Months: 1,
  },
  subprime: {
    ...clean,
    score: {
      value: 560,
      keyFactors: [
        'Proportion of balances to credit limits is too high',
        'Length of time accounts have been established',
        'Too few accounts currently paid as agreed',
        'Too many accounts with balances',
      ],
    },
    tradelines: 6,
    inquiriesLast6Months: 2,
  },
  delinquent: {
    ...clean,
    score: {
      value: 640,
      keyFactors: ['Serious delinquency', 'Time since delinquency is too recent or unknown'],
    },
    tradelines: 8,
    delinquencies: 2,
  },
  // Five key factors, the fifth the number of inquiries: a disclosure names all five (FCRA 609(f)(1)(C)).
  manyInquiries: {
    ...clean,
    score: {
      value: 610,
      keyFactors: [
        'Proportion of balances to credit limits is too high',
        'Too many accounts with balances',
        'Length of time accounts have been established',
        'Too many accounts opened in the last 12 months',
        'Too many inquiries last 12 months',
      ],
    },
    tradelines: 7,
    inquiriesLast6Months: 8,
  },
  fraudAlert: {
    ...clean,
    score: { value: 700, keyFactors: ['Length of time accounts have been established'] },
    tradelines: 5,
    fraudAlert: true,
  },
  ordinary: {
    ...clean,
    score: { value: 700, keyFactors: ['Length of time accounts have been established'] },
    tradelines: 5,
  },
};

const personaByName = new Map<string, keyof typeof sandboxCreditPersonas>(
  Object.entries(sandboxCreditPersonas).map(([persona, name]) => [
    name.toLowerCase(),
    persona as keyof typeof sandboxCreditPersonas,
  ]),
);

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => {
      clearTimeout(timer);
      reject(new SandboxCreditBureauError('sandbox credit bureau: the inquiry was given up (timeout persona)'));
    };
    const timer = setTimeout(fail, unsignalledHangMs);
    timer.unref();
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function fileFor(sketch: FileSketch, today: Date): CreditFileSummary {
  const score: CreditScore | null = sketch.score && {
    ...sandboxScoreModel,
    value: sketch.score.value,
    keyFactors: [...sketch.score.keyFactors],
    scoredOn: isoDate(today),
  };
  return { ...sketch, score };
}

export interface SandboxCreditBureauOptions {
  /** The day scores are created on; tests fix it. */
  today?: () => Date;
}

export function createSandboxCreditBureau(options: SandboxCreditBureauOptions = {}): CreditBureauProvider {
  const today = options.today ?? (() => new Date());
  const bureau = sandboxBureauContact;
  return {
    bureau,
    inquire: async ({ subject }, { signal }): Promise<Exclude<BureauAnswer, { outcome: 'unavailable' }>> => {
      // No US address: no bureau can hold a file, whatever the name.
      if (subject.address === null) return { outcome: 'noFile', bureau };
      const persona = personaByName.get(subject.lastName.trim().toLowerCase());
      if (persona === 'timeout') return untilAborted(signal);
      if (persona === 'noFile') return { outcome: 'noFile', bureau };
      if (persona === 'frozen') return { outcome: 'frozen', bureau };
      return { outcome: 'fileFound', bureau, file: fileFor(files[persona ?? 'ordinary'], today()) };
    },
  };
}
