/** One request the fuzzer sends; `raw` bytes go straight down a socket, bypassing the HTTP client's checks. */
export interface FuzzRequest {
  /** What kind of hostility this is, for the tally of a failure. */
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer | string;
  raw?: Buffer;
  /** Sent with the signed-in session's cookies and header. */
  withSession?: boolean;
}

/** What the generators need to know about the server under test. */
export interface FuzzTarget {
  applicationId: number | null;
}

export const graphqlEndpoint = '/api/v1/graphql';
