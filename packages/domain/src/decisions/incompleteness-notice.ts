import { PRODUCT } from '../product.js';
import { noticeOfIncompletenessReasons, type NoticeOfIncompletenessCode } from './notice-of-incompleteness.js';

/** Stored with every letter, so a kept letter says which wording it was sent with. */
export const incompletenessNoticeVersion = 'noi-2026-11-v1';

/**
 * The two letters of a request for information (product-rules#reg-b-clocks,
 * decision 055): the notice of incompleteness itself, and the letter that
 * closes the application when its period ended with something still missing.
 */
export type IncompletenessNoticeKind = 'informationRequest' | 'closedIncomplete';

export interface IncompletenessNoticeInput {
  kind: IncompletenessNoticeKind;
  creditor: { name: string; address: string };
  applicant: { fullName: string; address: string };
  /** ISO dates (yyyy-mm-dd): the letter's, the request's, and the last day to provide the items. */
  noticeDate: string;
  requestedOn: string;
  deadline: string;
  /** The items needed: all of them in the request, the ones still missing in the closing letter. */
  codes: readonly NoticeOfIncompletenessCode[];
}

export interface IncompletenessNotice {
  version: string;
  kind: IncompletenessNoticeKind;
  title: string;
  creditor: { name: string; address: string };
  applicant: { fullName: string; address: string };
  /** In words ("December 28, 2026"), as printed. */
  noticeDate: string;
  deadline: string;
  /** Before the list of items. */
  opening: string[];
  /** The items needed, in the applicant's words. */
  items: string[];
  /** After the list: the period and what happens when it ends. */
  closing: string[];
}

/** Ends a sentence once: a name ending in an abbreviation ("N.A.") takes no second period. */
const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 28, 2026" for an ISO date: a deadline in words, never a bare number a reader could misread. */
export const dateInWords = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00.000Z`));

/**
 * Reg B 1002.9(c)(2)'s three parts, in the applicant's words: the
 * information needed (each item), a reasonable period (the deadline in
 * words), and that without it no further consideration will be given to the
 * application. The closing letter repeats the items still missing and says
 * the application was closed and a new one can start at once.
 */
export function buildIncompletenessNotice(input: IncompletenessNoticeInput): IncompletenessNotice {
  const deadline = dateInWords(input.deadline);
  const items = input.codes.map((code) => noticeOfIncompletenessReasons[code]);
  const common = {
    version: incompletenessNoticeVersion,
    kind: input.kind,
    creditor: input.creditor,
    applicant: input.applicant,
    noticeDate: dateInWords(input.noticeDate),
    deadline,
    items,
  };
  if (input.kind === 'informationRequest') {
    return {
      ...common,
      title: 'Notice of incomplete application',
      opening: [
        sentence(`Thank you for applying for the ${PRODUCT.cardName}, issued by ${input.creditor.name}`),
        'Your application is incomplete. To consider it, we need the following information:',
      ],
      closing: [
        `Please provide this information by ${deadline}. Sign in to your account to upload it.`,
        `If we do not receive all of the information listed above by ${deadline}, no further consideration will be given to your application, and we will close it as incomplete.`,
        'You may apply again at any time after that.',
      ],
    };
  }
  return {
    ...common,
    title: 'Your application was closed as incomplete',
    opening: [
      `On ${dateInWords(input.requestedOn)} we asked you for information we needed to consider your application for the ${PRODUCT.cardName}, and gave you until ${deadline} to provide it.`,
      'We did not receive the following information:',
    ],
    closing: [
      'As our notice said, no further consideration has been given to your application, and we have closed it as incomplete.',
      'You can apply again at any time. Sign in to your account to start a new application.',
    ],
  };
}

/** The letter as lines of text, in order: the e-mail's body, and what the PDF prints. */
export function incompletenessNoticeLines(notice: IncompletenessNotice): string[] {
  return [
    ...notice.opening,
    ...notice.items.map((item, index) => `${index + 1}. ${item}`),
    ...notice.closing,
    `${notice.creditor.name}, ${notice.creditor.address}`,
  ];
}
