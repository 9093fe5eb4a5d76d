/** The shapes of two settings groups config.ts reads itself: the credit bureau's API (decision 026) and S3 storage. */

export interface CreditBureauSettings {
  url: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  username: string | undefined;
  password: string | undefined;
  /** Our subscriber code with the bureau: every inquiry is recorded against it. */
  subscriberCode: string | undefined;
  /** How long one inquiry may take before it counts as unanswered (the hard pull's job retries it). */
  timeoutMs: number;
}

export interface S3Settings {
  bucket: string;
  /** For stores other than AWS (MinIO, Ceph, R2…); AWS itself needs none. */
  endpoint: string | undefined;
  region: string;
  /** Undefined: the AWS SDK's default credential chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}
