import { describe, expect, it } from 'vitest';
import type { PageData } from '../page-data/page-data';
import { PageLoader, type PageLoadOutcome } from './page-loader';

const page = (path: string, hash = 'v1'): PageData => ({
  path,
  componentChunkName: 'component---blog-post',
  webpackCompilationHash: hash,
  matchPath: null,
  result: { head: { title: path } },
});

/** One scripted answer per request: a status with a body, or a network failure. */
type Answer = { status: number; body?: unknown; raw?: string } | 'network-error';

function fakeFetch(answers: Answer[]) {
  const requests: string[] = [];
  const fetch = (input: Parameters<typeof globalThis.fetch>[0]) => {
    requests.push(String(input));
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)];
    if (answer === undefined || answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const text = answer.raw ?? JSON.stringify(answer.body ?? {});
    return Promise.resolve(new Response(text, { status: answer.status }));
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const noWait = () => Promise.resolve();
const ok = (body: unknown = page('/blog/a')): Answer => ({ status: 200, body });

describe('PageLoader.load (product-rules#page-loading)', () => {
  it.each<[rule: string, answers: Answer[], outcome: PageLoadOutcome['kind'], requests: number]>([
    ['valid page data is the page', [ok()], 'page', 1],
    ['404 is the 404 page, without a retry', [{ status: 404 }, ok()], 'not-found', 1],
    ['500 is an error, without a retry', [{ status: 500 }, ok()], 'error', 1],
    ['a body that is not JSON is the 404 page', [{ status: 200, raw: '<!doctype html>' }], 'not-found', 1],
    ['data of the wrong shape is the 404 page', [ok({ path: '/blog/a' })], 'not-found', 1],
    ['two network failures, then the page', ['network-error', 'network-error', ok()], 'page', 3],
    ['a 503 then the page', [{ status: 503 }, ok()], 'page', 2],
    [
      'three failures, then the page on the last retry',
      [{ status: 502 }, { status: 503 }, 'network-error', ok()],
      'page',
      4,
    ],
    ['503 four times fails after 1 request and 3 retries', Array<Answer>(5).fill({ status: 503 }), 'failed', 4],
    ['network failures throughout fail after 4 requests', ['network-error'], 'failed', 4],
  ])('%s', async (_rule, answers, outcome, requestCount) => {
    const { fetch, requests } = fakeFetch(answers);
    const loader = new PageLoader({ fetch, delay: noWait });
    expect((await loader.load('/blog/a')).kind).toBe(outcome);
    expect(requests).toHaveLength(requestCount);
    expect(new Set(requests)).toEqual(new Set(['/page-data/blog/a/page-data.json']));
  });

  it('returns the data it loaded, and 500 with its status', async () => {
    const data = page('/blog/a');
    expect(await new PageLoader({ fetch: fakeFetch([ok(data)]).fetch, delay: noWait }).load('/blog/a')).toEqual({
      kind: 'page',
      data,
    });
    const failing = new PageLoader({ fetch: fakeFetch([{ status: 500 }]).fetch, delay: noWait });
    expect(await failing.load('/blog/a')).toEqual({ kind: 'error', status: 500 });
  });

  it('waits before each retry, with the retry number', async () => {
    const waits: number[] = [];
    const { fetch } = fakeFetch([{ status: 503 }]);
    await new PageLoader({ fetch, delay: (attempt) => (waits.push(attempt), Promise.resolve()) }).load('/x');
    expect(waits).toEqual([1, 2, 3]);
  });
});

describe('PageLoader site version', () => {
  it('asks for a full load when a second page comes from another build', async () => {
    const { fetch } = fakeFetch([ok(page('/blog/a', 'v1')), ok(page('/blog/b', 'v2'))]);
    const loader = new PageLoader({ fetch, delay: noWait });
    expect((await loader.load('/blog/a')).kind).toBe('page');
    expect(await loader.load('/blog/b')).toEqual({ kind: 'new-version' });
  });

  it('takes the version from the HTML the page came in', async () => {
    const loader = new PageLoader({ fetch: fakeFetch([ok(page('/blog/a', 'v2'))]).fetch, delay: noWait });
    loader.setSiteVersion('v1');
    expect(await loader.load('/blog/a')).toEqual({ kind: 'new-version' });
  });

  it('takes the version from seeded data', async () => {
    const loader = new PageLoader({ fetch: fakeFetch([ok(page('/blog/b', 'v2'))]).fetch, delay: noWait });
    loader.seed('/blog/a', page('/blog/a', 'v1'));
    expect(await loader.load('/blog/b')).toEqual({ kind: 'new-version' });
  });

  it('keeps loading pages of the same build', async () => {
    const { fetch } = fakeFetch([ok(page('/blog/a')), ok(page('/blog/b'))]);
    const loader = new PageLoader({ fetch, delay: noWait });
    await loader.load('/blog/a');
    expect((await loader.load('/blog/b')).kind).toBe('page');
  });
});

describe('PageLoader cache', () => {
  it('returns data that came with the HTML without a request', async () => {
    const { fetch, requests } = fakeFetch([ok()]);
    const loader = new PageLoader({ fetch, delay: noWait });
    const seeded = page('/');
    loader.seed('/', seeded);
    expect(await loader.load('/')).toEqual({ kind: 'page', data: seeded });
    expect(requests).toEqual([]);
  });

  it('fetches a page once, whatever its trailing slash', async () => {
    const { fetch, requests } = fakeFetch([ok()]);
    const loader = new PageLoader({ fetch, delay: noWait });
    const first = await loader.load('/blog/a');
    expect(await loader.load('/blog/a')).toEqual(first);
    expect(await loader.load('/blog/a/')).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it.each<[string, Answer]>([
    ['not found', { status: 404 }],
    ['an error', { status: 500 }],
  ])('asks again after %s', async (_rule, answer) => {
    const { fetch, requests } = fakeFetch([answer, ok()]);
    const loader = new PageLoader({ fetch, delay: noWait });
    await loader.load('/blog/a');
    expect((await loader.load('/blog/a')).kind).toBe('page');
    expect(requests).toHaveLength(2);
  });
});
