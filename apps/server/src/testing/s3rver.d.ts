// s3rver 3 ships no types; this declares only the part the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  class S3rver {
    constructor(options: S3rverOptions);
    httpServer?: Server;
    run(): Promise<{ address: string; port: number; family: string }>;
    close(): Promise<void>;
  }

  export = S3rver;
}
