// autocannon's setupClient for the draft-save benchmark. It runs inside the
// load worker thread, which loads it by path with require(), so it is CommonJS.
// Each connection signs in as its own user (BENCH_SAVE_SESSIONS, set by
// save-throughput.ts before the worker starts) and every request saves a new
// income on that user's draft, without a stepName, with the web's own save text.

interface BenchSession {
  cookie: string;
  sessionHash: string;
}

interface SaveRequest {
  headers?: Record<string, string>;
  body?: string | Buffer;
  setupRequest?: (request: SaveRequest) => SaveRequest;
}

/** The part of autocannon's per-connection client this module uses. */
interface LoadClient {
  setRequests(requests: SaveRequest[]): void;
}

// The web's ApplicationCacheSave text exactly (BENCH_SAVE_QUERY), as the web sends it.
function saveQueryFromEnv(): string {
  const query = process.env.BENCH_SAVE_QUERY;
  if (!query) throw new Error('BENCH_SAVE_QUERY holds no save operation');
  return query;
}

const saveQuery = saveQueryFromEnv();

function sessionsFromEnv(): BenchSession[] {
  const sessions = JSON.parse(process.env.BENCH_SAVE_SESSIONS ?? '[]') as BenchSession[];
  if (sessions.length === 0) throw new Error('BENCH_SAVE_SESSIONS holds no sessions');
  return sessions;
}

const sessions = sessionsFromEnv();
let clientsMade = 0;

function setupClient(client: LoadClient): void {
  const session = sessions[clientsMade % sessions.length] as BenchSession;
  clientsMade += 1;
  let saves = 0;
  client.setRequests([
    {
      headers: { cookie: session.cookie, 'x-session-hash': session.sessionHash },
      setupRequest: (request) => {
        saves += 1;
        const input = { income: String(50_000 + (saves % 100_000)) };
        return { ...request, body: JSON.stringify({ query: saveQuery, variables: { input } }) };
      },
    },
  ]);
}

export = setupClient;
