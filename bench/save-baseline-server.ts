import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import pg from 'pg';

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

// The same columns, defaults and indexes as the app's table, and a copy of the benchmark users' drafts.
const copyDrafts = `create table bench_baseline_drafts (like applications including all);
insert into bench_baseline_drafts select * from applications`;

const saveIncome = `update bench_baseline_drafts
  set draft = draft || jsonb_build_object('income', $1::int), version = version + 1, updated_at = now()
  where id = $2
  returning version, draft->>'stepName' as "stepName"`;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function incomeOf(body: string): string | undefined {
  const parsed = JSON.parse(body) as { variables?: { input?: { income?: unknown } } };
  const income = parsed.variables?.input?.income;
  return typeof income === 'string' && /^\d{1,9}$/.test(income) ? income : undefined;
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/**
 * The floor for a draft save: a bare node:http server whose every request is
 * one single-row UPDATE of a jsonb draft through `pg` (a pool of 10, as the
 * app's). Like the app's users, each connection keeps to its own row.
 */
export async function startBaselineServer(databaseUrl: string, host: string): Promise<BaselineServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server ends must not crash the benchmark.
  pool.on('error', (error) => console.warn(`baseline pool: ${error.message}`));
  await pool.query(copyDrafts);
  const ids = (await pool.query<{ id: number }>('select id from bench_baseline_drafts order by id')).rows.map(
    (row) => row.id,
  );
  if (ids.length === 0) throw new Error('baseline: no drafts to update');
  const rowOf = new WeakMap<Socket, number>();
  let connections = 0;

  const server = createServer((request, response) => {
    const id = rowOf.get(request.socket) ?? ids[0];
    readBody(request)
      .then(async (body) => {
        const income = incomeOf(body);
        if (income === undefined) return answer(response, 400, { error: 'income must be whole dollars as text' });
        const result = await pool.query<{ version: number; stepName: string | null }>(saveIncome, [income, id]);
        const row = result.rows[0];
        if (!row) return answer(response, 409, { error: 'no such draft' });
        const saved = { isSaved: true, stepName: row.stepName, version: row.version };
        answer(response, 200, { data: { applicationCacheSave: saved } });
      })
      .catch((error: unknown) => answer(response, 500, { error: String(error) }));
  });
  server.on('connection', (socket: Socket) => {
    rowOf.set(socket, ids[connections % ids.length] as number);
    connections += 1;
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
      await pool.end();
    },
  };
}
