import { graphqlEndpoint, type FuzzRequest, type FuzzTarget } from './fuzz-request.js';
import { hostileJson, hostileString, longString } from './hostile-values.js';
import type { SeededRandom } from './seeded-random.js';

const contentTypes = [
  'application/json',
  'application/json; charset=utf-16',
  'application/graphql',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
  ';;;',
];
const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'FOO'];

/** The GraphQL envelope broken: malformed JSON, wrong content types, odd methods. */
export function envelopeRequest(random: SeededRandom): FuzzRequest {
  const good = JSON.stringify({ query: '{ serviceStatus { apiVersion } }' });
  const bodies: (() => Buffer | string)[] = [
    () => good.slice(0, random.int(0, good.length - 1)),
    () =>
      Buffer.concat([
        Buffer.from('{"query": "{ serviceStatus { apiVersion } }", "x": "'),
        random.bytes(40),
        Buffer.from('"}'),
      ]),
    () => `\ufeff${good}`,
    () => JSON.stringify(hostileJson(random)),
    () =>
      JSON.stringify([{ query: '{ serviceStatus { apiVersion } }' }, { query: '{ checkSession { sessionIsValid } }' }]),
    () => JSON.stringify({ query: good }),
    () => good,
    () => `{"query": 1e999999, "variables": ${'['.repeat(5_000)}`,
    () =>
      `{"query": "query ($x: String) { serviceStatus { apiVersion } }", "variables": {"x": ${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    () => random.bytes(random.int(1, 2_000)),
    () => `{"query":"{ serviceStatus { apiVersion } }","variables":{"__proto__":{"admin":true}}}`,
  ];
  const method = random.chance(0.8) ? 'POST' : random.pick(methods);
  const query = method === 'GET' ? `?query=${encoded(hostileString(random).slice(0, 2_000))}` : '';
  return {
    kind: 'graphql:envelope',
    method,
    path: `${graphqlEndpoint}${query}`,
    headers: { 'content-type': random.chance(0.5) ? 'application/json' : random.pick(contentTypes) },
    body: method === 'GET' || method === 'HEAD' ? undefined : random.pick(bodies)(),
    withSession: random.chance(0.3),
  };
}

const documentTypeNames = ['passport', 'visa', 'greenCard', 'proofOfIncome', 'proofOfResidence', 'driverLicense'];
const traversals = [
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '..\\..\\secret.txt',
  '%00',
  'x%00.json',
  '%',
  '%zz',
  '%c0%ae%c0%ae/',
  '....//....//',
  '%252e%252e%252f',
  encodeURIComponent('😀'.repeat(20)),
  'a'.repeat(5_000),
];
/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD, as a browser sends them). */
const encoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[\w.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
const segment = (random: SeededRandom) =>
  random.chance(0.5) ? random.pick(traversals) : encoded(hostileString(random).slice(0, 300));

/** The plain routes of product-rules#plain-http and the site, with hostile paths. */
function pathFor(random: SeededRandom, target: FuzzTarget): { path: string; method: string } {
  const appId = random.chance(0.6) && target.applicationId ? String(target.applicationId) : segment(random);
  const choices: [string, string][] = [
    [
      'POST',
      `/api/v1/applications/${appId}/files/${random.chance(0.6) ? random.pick(documentTypeNames) : segment(random)}`,
    ],
    ['GET', `/api/v1/files/${segment(random)}`],
    ['POST', '/partners/refer'],
    ['POST', '/partners/invite'],
    ['POST', '/crm/new_lead'],
    ['POST', '/crm/log'],
    ['POST', '/blog/subscribe'],
    ['GET', `/blog/subscribe/confirm?token=${segment(random)}`],
    ['GET', `/blog/subscribe/unsubscribe?token=${segment(random)}&token=x`],
    ['POST', '/api/v1/blog-subscription/confirm'],
    ['POST', `/api/v1/blog-subscription/unsubscribe?token=${segment(random)}`],
    ['POST', `/application-cache/workemailconfirmation/${segment(random)}/${segment(random)}`],
    ['GET', `/user/register/disclosures?${segment(random)}=${segment(random)}`],
    ['GET', `/page-data/${segment(random)}/page-data.json`],
    ['GET', `/page-data/${segment(random)}`],
    ['GET', '/page-data/app-data.json'],
    ['GET', `/${segment(random)}`],
    ['GET', `/assets/${segment(random)}`],
    ['GET', `/dev/mailbox?to=${segment(random)}`],
    ['GET', `/dev/mailbox/${segment(random)}`],
    ['GET', '/healthz'],
    ['POST', '/api/v1/collect'],
    ['GET', '/api/v1/collect/mine'],
    ['POST', '/api/v1/logs'],
    [
      'POST',
      `/sandbox/plaid/${random.pick(['link/token/create', 'link/session/login', 'link/session/complete', 'item/public_token/exchange', 'employment/verification/get', 'auth/get', 'institutions/get_by_id'])}`,
    ],
    ['GET', `/sandbox/plaid/link/institutions?q=${segment(random)}`],
  ];
  const [method, path] = random.pick(choices);
  return { method: random.chance(0.85) ? method : random.pick(methods), path };
}

/** Multipart bodies that are cut short, lack parts, carry files where none belong, or lie about lengths. */
export function multipartBody(random: SeededRandom): { contentType: string; body: Buffer } {
  const boundary = random.chance(0.9) ? `fz${random.int(0, 1e9)}` : '';
  const part = (name: string, content: Buffer, filename?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename === undefined ? '' : `; filename="${filename}"`}\r\nContent-Type: ${random.pick(['text/plain', 'application/pdf', 'image/png', 'x/y'])}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]);
  const contents = [
    () => random.bytes(random.int(0, 3_000)),
    () => Buffer.from('%PDF-1.4\n1 0 obj << /Length 99999 >> stream\nBT'),
    () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    () => Buffer.from(hostileString(random)),
  ];
  const parts: Buffer[] = [];
  for (let index = random.int(0, 4); index > 0; index -= 1) {
    const name = random.pick(['file', 'firstName', 'email', 'note', hostileString(random).slice(0, 50)]);
    const filename = random.chance(0.5)
      ? random.pick(['a.pdf', '../../x.pdf', 'a\u0000.pdf', '', 'x'.repeat(1_000)])
      : undefined;
    parts.push(part(name.replaceAll('"', ''), random.pick(contents)(), filename));
  }
  let body = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  if (random.chance(0.4)) body = body.subarray(0, random.int(0, body.length));
  return { contentType: `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`, body };
}

function bodyFor(random: SeededRandom): { contentType: string; body: Buffer | string } {
  const roll = random.int(0, 5);
  if (roll === 0 || roll === 1) return multipartBody(random);
  if (roll === 2) {
    const pairs = Array.from({ length: random.int(0, 8) }, () => `${segment(random)}=${segment(random)}`);
    return { contentType: 'application/x-www-form-urlencoded', body: pairs.join('&') };
  }
  if (roll === 3) return { contentType: random.pick(contentTypes), body: random.bytes(random.int(0, 500)) };
  return { contentType: 'application/json', body: JSON.stringify(hostileJson(random)) };
}

const headerAbuse: (() => Record<string, string>)[] = [
  () => ({ 'x-forwarded-for': '1.2.3.4, 999.1.1.1, ::ffff:127.0.0.1, garbage' }),
  () => ({ cookie: `wp_token=${'a'.repeat(4_000)}; wp_session_hash=%00` }),
  () => ({ 'x-session-hash': 'x'.repeat(2_000) }),
  () => ({ range: 'bytes=999999999-', 'if-none-match': '*' }),
  () => ({ 'accept-encoding': 'br;q=2, gzip;q=-1, *;q=NaN' }),
  () => ({ 'content-length': '0' }),
  () => ({ host: 'evil.example' }),
  () => ({ 'x-request-id': '../../etc/passwd' }),
  () => ({ 'user-agent': 'x'.repeat(8_000) }),
  () => ({ 'x-huge': 'h'.repeat(70_000) }),
];

/** A plain HTTP route with a hostile path, method, body and headers. */
export function routeRequest(random: SeededRandom, target: FuzzTarget): FuzzRequest {
  const { method, path } = pathFor(random, target);
  const { contentType, body } = bodyFor(random);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (random.chance(0.2)) Object.assign(headers, random.pick(headerAbuse)());
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return {
    kind: `route:${path.split('/').slice(0, 3).join('/').slice(0, 40)}`,
    method,
    path,
    headers,
    body: hasBody ? (random.chance(0.03) ? longString(random) : body) : undefined,
    withSession: random.chance(0.5),
  };
}

const rawRequests: ((random: SeededRandom) => string)[] = [
  () => 'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  () =>
    'POST /api/v1/graphql HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  () =>
    'POST /api/v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{"query"',
  () => 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\n\r\n',
  () => 'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n',
  () => `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  () => 'GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n',
  () => 'GARBAGE\r\n\r\n',
  () => 'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  () => 'GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n',
  (random) =>
    `POST /partners/refer HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 30\r\n\r\n--b\r\n${random.bytes(10).toString('latin1')}`,
];

/** Bytes no HTTP client would send: smuggling, bad chunking, control characters, lying lengths. */
export function rawRequest(random: SeededRandom): FuzzRequest {
  return {
    kind: 'raw',
    method: 'RAW',
    path: '',
    headers: {},
    raw: Buffer.from(random.pick(rawRequests)(random), 'latin1'),
  };
}
