// Mercurius or GraphQL Yoga on Fastify 5: same schema, same resolvers, same load.
// Run: node --import tsx bench/graphql-engine-choice.ts   (BENCH_DURATION_SECONDS overrides 5 s)
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import mercurius from 'mercurius';
import { printTable, ratio } from './load-report.js';
import { describeSettings, loadDurationSeconds, measure, type LoadFigures } from './load.js';

const host = '127.0.0.1';
const graphqlPath = '/graphql';
const typeDefs = /* GraphQL */ `
  type Query {
    serviceStatus: ServiceStatus!
  }
  type ServiceStatus {
    apiVersion: String!
  }
`;
const resolvers = {
  Query: { serviceStatus: () => ({}) },
  ServiceStatus: { apiVersion: () => '1' },
};

interface Probe {
  label: string;
  body: string;
  expectBody: string;
}

const probes: Probe[] = [
  {
    label: 'trivial',
    body: JSON.stringify({ query: '{ serviceStatus { apiVersion } }' }),
    expectBody: JSON.stringify({ data: { serviceStatus: { apiVersion: '1' } } }),
  },
  {
    // Named operation, a fragment spread twice and aliases: more for validation to walk.
    label: 'fragment+aliases',
    body: JSON.stringify({
      query:
        'query Status { a: serviceStatus { ...StatusFields } b: serviceStatus { ...StatusFields } } fragment StatusFields on ServiceStatus { apiVersion v: apiVersion }',
      operationName: 'Status',
    }),
    expectBody: JSON.stringify({ data: { a: { apiVersion: '1', v: '1' }, b: { apiVersion: '1', v: '1' } } }),
  },
];

async function mercuriusServer(jit: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(mercurius, { schema: typeDefs, resolvers, path: graphqlPath, graphiql: false, jit });
  return app;
}

/** Mounted as the Yoga v5 docs show ("Integration with Fastify"). */
async function yogaServer(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema: createSchema({ typeDefs, resolvers }),
    graphqlEndpoint: graphqlPath,
    graphiql: false,
    landingPage: false,
    logging: false,
  });
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        void reply.header(key, value);
      });
      void reply.status(response.status);
      void reply.send(response.body);
      return reply;
    },
  });
  return app;
}

const engines: { name: string; build: () => Promise<FastifyInstance> }[] = [
  { name: 'mercurius', build: () => mercuriusServer(0) },
  { name: 'mercurius jit:1', build: () => mercuriusServer(1) },
  { name: 'yoga', build: yogaServer },
];

async function main(): Promise<void> {
  const durationSeconds = loadDurationSeconds();
  console.log(`${await describeSettings(durationSeconds)}\n`);
  const rows: LoadFigures[] = [];
  for (const engine of engines) {
    const app = await engine.build();
    try {
      await app.listen({ port: 0, host });
      const url = `http://${host}:${(app.server.address() as AddressInfo).port}${graphqlPath}`;
      for (const probe of probes) {
        rows.push(await measure({ name: `${engine.name} / ${probe.label}`, url, ...probe }, durationSeconds));
      }
    } finally {
      await app.close();
    }
  }
  printTable(rows);
  console.log('');
  for (const probe of probes) {
    const find = (engine: string): LoadFigures => {
      const row = rows.find((candidate) => candidate.name === `${engine} / ${probe.label}`);
      if (!row) throw new Error(`no figures for ${engine} / ${probe.label}`);
      return row;
    };
    console.log(
      `${probe.label}: yoga/mercurius ratio: ${ratio(find('yoga'), find('mercurius'))}, yoga/mercurius jit:1 ratio: ${ratio(find('yoga'), find('mercurius jit:1'))}`,
    );
  }
}

await main();
