// autocannon 8 ships no types and @types/autocannon is not installed; this
// declares only the part of its API the benchmarks use.
declare module 'autocannon' {
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;

  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      /** Worker threads that generate the load; the caller's thread only collects results. */
      workers?: number;
      timeout?: number;
      /** With workers, the absolute path of a CommonJS module exporting `(client) => void`, run once per connection. */
      setupClient?: string;
      title?: string;
    }

    interface Result {
      title?: string;
      duration: number;
      /** `sent` counts requests written, answered or not. */
      requests: Histogram & { sent: number };
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      /** Responses by HTTP status code. */
      statusCodeStats: Record<string, { count: number }>;
    }
  }

  export = autocannon;
}
