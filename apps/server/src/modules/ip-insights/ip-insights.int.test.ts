import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { registerGraphql } from '../../graphql/register-graphql.js';
import { TestBrowser } from '../../testing/graphql-client.js';
import { openTestPglite } from '../../testing/pglite-starting-point.js';
import { createIpInsightsDeps, type IpInsightsDeps } from './ip-insights-deps.js';
import { unknownIpInsights } from './ip-insights-provider.js';
import { createIpInsightsResolvers } from './ip-insights-resolvers.js';
import { createOfflineIpInsightsProvider } from './offline-ip-insights.js';
import { createIpCountryResolver } from './request-ip-insights.js';

const ipInsightsQuery = `{ ipInsights { domain isp organization autonomous_system_organization countryISOCode user_type } }`;

/** A tiny app: the real GraphQL endpoint with only this module's resolvers, and a route using the country resolver. */
async function buildIpInsightsApp(database: Database, deps: IpInsightsDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerGraphql(app, {
    config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    resolvers: [createIpInsightsResolvers(deps)],
  });
  const countryOf = createIpCountryResolver(deps);
  app.get('/test/country', async (request) => ({ country: await countryOf(request) }));
  return app;
}

async function insightsFrom(app: FastifyInstance, ip: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/graphql',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ query: ipInsightsQuery }),
  });
  return (response.json() as { data: { ipInsights: Record<string, unknown> } }).data.ipInsights;
}

let database: Database;
let sandboxApp: FastifyInstance;
beforeAll(async () => {
  database = await openTestPglite();
  sandboxApp = await buildIpInsightsApp(database, createIpInsightsDeps('test'));
});
afterAll(async () => {
  await sandboxApp.close();
  await database.close();
});

describe('ipInsights outside production (sandbox first)', () => {
  it('answers every product-rules#ip-insights field for a sandbox address', async () => {
    const response = await new TestBrowser(sandboxApp, '192.0.2.10').query(ipInsightsQuery);
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      ipInsights: {
        domain: 'residential.us.sandbox.example',
        isp: 'Sandbox Residential US',
        organization: 'Sandbox Residential US',
        autonomous_system_organization: 'Sandbox Residential US',
        countryISOCode: 'US',
        user_type: 'residential',
      },
    });
  });

  it.each([
    ['198.51.100.7', 'DE', 'residential'],
    ['203.0.113.5', 'IN', 'residential'],
    ['203.0.113.250', 'IN', 'hosting'],
    ['::ffff:198.51.100.7', 'DE', 'residential'],
    ['127.0.0.1', null, 'unknown'],
    ['::1', null, 'unknown'],
  ])('%s -> %s, %s', async (ip, country, userType) => {
    expect(await insightsFrom(sandboxApp, ip)).toMatchObject({ countryISOCode: country, user_type: userType });
  });

  it("gives a test browser's private default address an unknown country", async () => {
    const response = await new TestBrowser(sandboxApp).query<{ ipInsights: unknown }>(ipInsightsQuery);
    expect(response.data?.ipInsights).toEqual(unknownIpInsights);
  });

  it('looks other addresses up in the offline databases', async () => {
    expect(await insightsFrom(sandboxApp, '8.8.8.8')).toMatchObject({
      countryISOCode: 'US',
      autonomous_system_organization: 'Google LLC',
      user_type: 'hosting',
    });
  });

  it.each([
    ['sets the country for a loopback visitor', '127.0.0.1', 'DE', 'DE'],
    ['is case-blind', '127.0.0.1', 'in', 'IN'],
    ['overrides a sandbox address', '192.0.2.10', 'FR', 'FR'],
    ['clears the country with "unknown"', '192.0.2.10', 'unknown', null],
    ['ignores a malformed value', '198.51.100.7', 'Germany', 'DE'],
  ])('the x-sandbox-ip-country header %s', async (_case, ip, header, country) => {
    const insights = await insightsFrom(sandboxApp, ip, { 'x-sandbox-ip-country': header });
    expect(insights.countryISOCode).toBe(country);
  });
});

describe('createIpCountryResolver (for the product-rules#start-rule)', () => {
  it.each([
    ['198.51.100.7', {}, 'DE'],
    ['192.0.2.1', {}, 'US'],
    ['10.1.2.3', {}, null],
    ['127.0.0.1', { 'x-sandbox-ip-country': 'in' }, 'IN'],
  ])('%s %j -> %s', async (ip, headers, country) => {
    const response = await sandboxApp.inject({ method: 'GET', url: '/test/country', remoteAddress: ip, headers });
    expect(response.json()).toEqual({ country });
  });
});

describe('ipInsights in production', () => {
  let productionApp: FastifyInstance;
  beforeAll(async () => {
    const databases = { loadAsn: async () => ({ lookup: () => ({ asn: 64500, organization: 'Example Cable' }) }) };
    productionApp = await buildIpInsightsApp(
      database,
      createIpInsightsDeps('production', createOfflineIpInsightsProvider(databases)),
    );
  });
  afterAll(async () => {
    await productionApp.close();
  });

  it('applies no sandbox address and ignores the override header', async () => {
    const insights = await insightsFrom(productionApp, '192.0.2.10', { 'x-sandbox-ip-country': 'DE' });
    expect(insights).toMatchObject({ autonomous_system_organization: 'Example Cable', user_type: 'residential' });
    expect(insights.countryISOCode).toBeNull();
  });
});

describe('a failing lookup', () => {
  it('answers unknown instead of an error, so the start rule still has an answer', async () => {
    const failing = createOfflineIpInsightsProvider({ loadAsn: () => Promise.reject(new Error('database missing')) });
    const app = await buildIpInsightsApp(database, createIpInsightsDeps('production', failing));
    try {
      const response = await new TestBrowser(app, '203.0.113.9').query(ipInsightsQuery);
      expect(response).toMatchObject({ status: 200, data: { ipInsights: unknownIpInsights } });
      expect(response.errors).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
