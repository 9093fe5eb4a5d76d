import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for IDology's ExpectID IQ API (form-encoded POSTs of
 * `username`, `password` and the fields below; XML answers in a <response>),
 * for the adapter's contract tests and the production-like e2e run
 * (IDENTITY_QUESTIONS_URL=<url>, with the user and password below).
 *   /idiq.svc                       firstName, lastName, address, zip, … → id-number and three questions
 *   /idliveq-answers.svc            idNumber, questionNType, questionNAnswer → idliveq-result
 *   /idliveq-challenge.svc          idNumber → two challenge questions (after exactly one wrong answer)
 *   /idliveq-challenge-answers.svc  idNumber, questionNType, questionNAnswer → idliveq-challenge-result
 * The first option of each question is the right one (docs/sandbox.md "Stand-ins").
 */
export const idologyStandInUsername = 'stand-in-idology-user';
export const idologyStandInPassword = 'stand-in-idology-password';

/** How the stand-in answers every call until told otherwise. */
export type IdologyStandInBehaviour =
  | 'normal'
  /** Never answers; the caller's time limit must end the call. */
  | 'hang'
  /** Answers an HTML page, as a proxy in front of the API might. */
  | 'malformed'
  /** Finds the applicant but offers no questions (not eligible). */
  | 'no-questions'
  | { httpStatus: number };

interface StandInQuestion {
  type: string;
  prompt: string;
  answers: string[];
}

const mainQuestions: StandInQuestion[] = [
  {
    type: 'purchased.property.from',
    prompt: 'From whom did you purchase the property at 222333 PEACHTREE PLACE?',
    answers: ['JOE ANDERSON', 'ERIC ROBINSON', 'A VIRAY', 'JOHN WILLIAMS', 'None of the above'],
  },
  {
    type: 'alternate.names.phone',
    prompt: 'With which name are you associated?',
    answers: ['ENDO', 'ENRIQUEZ', 'EATON', 'ECHOLS', 'None of the above'],
  },
  {
    type: 'current.county',
    prompt: 'In which county have you lived?',
    answers: ['PICKENS', 'ST MARY', 'FRANKLIN', 'ANDREWS', 'None of the above'],
  },
];

const challengeQuestions: StandInQuestion[] = [
  {
    type: 'person.known',
    prompt: 'Which of the following people do you know?',
    answers: ['FREDDY JEFFERS', 'ARTHUR DAVIS', 'KACIE JACKSON', 'KRISTA GRIFFIN', 'None of the above'],
  },
  {
    type: 'street.name',
    prompt: 'Which street goes with your address number 840?',
    answers: ['ROBBIE VW', 'LUBICH DR', 'VICTOR WAY', 'VARSITY CT', 'None of the above'],
  },
];

const standInPaths = new Set([
  '/idiq.svc',
  '/idliveq-answers.svc',
  '/idliveq-challenge.svc',
  '/idliveq-challenge-answers.svc',
]);

type Stage = 'main' | 'challenge-ready' | 'challenge' | 'done';

export interface IdologyStandIn {
  url: string;
  /** Every call received, in order, with its form fields. */
  requests: { path: string; fields: Record<string, string> }[];
  behave(behaviour: IdologyStandInBehaviour): void;
  close(): Promise<void>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const element = (name: string, content: string) => `<${name}>${content}</${name}>`;
const keyed = (name: string, key: string, message: string) =>
  element(name, element('key', key) + element('message', escapeXml(message)));

function questionsXml(questions: readonly StandInQuestion[]): string {
  const each = questions.map((question) =>
    element(
      'question',
      element('prompt', escapeXml(question.prompt)) +
        element('type', question.type) +
        question.answers.map((answer) => element('answer', escapeXml(answer))).join(''),
    ),
  );
  return element('questions', each.join(''));
}

/** The count of answers that are not the first option of their question (or name another question's type). */
function wrongCount(questions: readonly StandInQuestion[], fields: Record<string, string>): number {
  return questions.filter(
    (question, index) =>
      fields[`question${index + 1}Type`] !== question.type ||
      fields[`question${index + 1}Answer`] !== question.answers[0],
  ).length;
}

const incorrectMessages = ['All Answers Correct', 'One Incorrect Answer', 'Two Incorrect Answers'];
const located = keyed('summary-result', 'id.success', 'PASS') + keyed('results', 'result.match', 'ID Located');

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw new Error('form too large');
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
}

export async function startIdologyStandIn(
  options: { username?: string; password?: string } = {},
): Promise<IdologyStandIn> {
  const username = options.username ?? idologyStandInUsername;
  const password = options.password ?? idologyStandInPassword;
  const transactions = new Map<string, Stage>();
  const requests: IdologyStandIn['requests'] = [];
  let behaviour: IdologyStandInBehaviour = 'normal';
  let nextIdNumber = 5_342_889;

  function answer(path: string, fields: Record<string, string>): string {
    if (fields.username !== username || fields.password !== password)
      return element('error', 'Invalid username and password');
    if (path === '/idiq.svc') {
      const missing = ['firstName', 'lastName', 'address', 'zip'].filter((name) => !fields[name]);
      if (missing.length > 0) return element('error', `Missing required field(s): ${missing.join(', ')}`);
      const idNumber = String((nextIdNumber += 1));
      if (behaviour === 'no-questions')
        return (
          element('id-number', idNumber) +
          located +
          keyed('idliveq-error', 'id.not.eligible.for.questions', 'Not Eligible For Questions')
        );
      transactions.set(idNumber, 'main');
      return element('id-number', idNumber) + located + questionsXml(mainQuestions);
    }
    const idNumber = fields.idNumber ?? '';
    const stage = transactions.get(idNumber);
    if (!stage) return element('error', 'Invalid idNumber');
    if (path === '/idliveq-answers.svc' && stage === 'main') {
      const wrong = wrongCount(mainQuestions, fields);
      transactions.set(idNumber, wrong === 1 ? 'challenge-ready' : 'done');
      const result = keyed(
        'idliveq-result',
        `result.questions.${wrong}.incorrect`,
        incorrectMessages[wrong] ?? 'Three Incorrect Answers',
      );
      return element('id-number', idNumber) + element('answers-received', String(mainQuestions.length)) + result;
    }
    if (path === '/idliveq-challenge.svc' && stage === 'challenge-ready') {
      transactions.set(idNumber, 'challenge');
      return element('id-number', idNumber) + located + questionsXml(challengeQuestions);
    }
    if (path === '/idliveq-challenge-answers.svc' && stage === 'challenge') {
      const wrong = wrongCount(challengeQuestions, fields);
      transactions.set(idNumber, 'done');
      const result = keyed(
        'idliveq-challenge-result',
        `result.challenge.${wrong}.incorrect`,
        incorrectMessages[wrong] ?? '',
      );
      return element('id-number', idNumber) + result;
    }
    return keyed('idliveq-error', 'result.questions.already.answered', 'Questions already answered or not offered');
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    const fields = await formOf(request);
    requests.push({ path, fields });
    if (behaviour === 'hang') return;
    if (behaviour === 'malformed') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<html><body><h1>Service Unavailable</h1><hr></body></html>');
      return;
    }
    if (typeof behaviour === 'object') {
      response.writeHead(behaviour.httpStatus, { 'content-type': 'text/plain' }).end('stand-in failure');
      return;
    }
    if (request.method !== 'POST' || !standInPaths.has(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const body = `<?xml version="1.0"?>\n${element('response', answer(path, fields))}`;
    response.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: async () => {
      // Hanging calls hold their sockets open; closing them lets close() finish.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
