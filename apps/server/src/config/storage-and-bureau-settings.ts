import { z } from 'zod';
import { requireAllOrNone } from './settings-rules.js';

/** Two settings groups: the credit bureau's API (decision 026) and S3 storage for documents. */

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

// Any S3-compatible store when S3_BUCKET is set; otherwise files go to DATA_DIR/uploads.
export const storageSettingsShape = {
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
};

type StorageValues = z.infer<z.ZodObject<typeof storageSettingsShape>>;

export function checkStorageSettings(value: StorageValues, context: z.RefinementCtx): void {
  // Keys come in pairs; without either the AWS SDK's default credential chain applies.
  if (Boolean(value.S3_ACCESS_KEY_ID) !== Boolean(value.S3_SECRET_ACCESS_KEY)) {
    const missing = value.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    context.addIssue({ code: 'custom', path: [missing], message: 'is required with the other S3 key' });
  }
  if (!value.S3_BUCKET && (value.S3_ENDPOINT || value.S3_ACCESS_KEY_ID)) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when other S3_ settings are set' });
  }
}

export function readStorageSettings(value: StorageValues): S3Settings | undefined {
  if (!value.S3_BUCKET) return undefined;
  return {
    bucket: value.S3_BUCKET,
    endpoint: value.S3_ENDPOINT,
    region: value.S3_REGION,
    credentials:
      value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: value.S3_ACCESS_KEY_ID, secretAccessKey: value.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: value.S3_FORCE_PATH_STYLE === 'true',
  };
}

// Credit bureau (decision 026): the bureau's API when its settings are set, else the local sandbox.
export const creditBureauSettingsShape = {
  CREDIT_BUREAU_URL: z.url().optional(),
  CREDIT_BUREAU_CLIENT_ID: z.string().min(1).optional(),
  CREDIT_BUREAU_CLIENT_SECRET: z.string().min(1).optional(),
  CREDIT_BUREAU_USERNAME: z.string().min(1).optional(),
  CREDIT_BUREAU_PASSWORD: z.string().min(1).optional(),
  CREDIT_BUREAU_SUBSCRIBER_CODE: z.string().min(1).max(32).optional(),
  CREDIT_BUREAU_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
};

type CreditBureauValues = z.infer<z.ZodObject<typeof creditBureauSettingsShape>>;

const creditBureauKeys = [
  'CREDIT_BUREAU_URL',
  'CREDIT_BUREAU_CLIENT_ID',
  'CREDIT_BUREAU_CLIENT_SECRET',
  'CREDIT_BUREAU_USERNAME',
  'CREDIT_BUREAU_PASSWORD',
  'CREDIT_BUREAU_SUBSCRIBER_CODE',
] as const;

/** The bureau's settings come all together or not at all. */
export function checkCreditBureauSettings(value: CreditBureauValues, context: z.RefinementCtx): void {
  requireAllOrNone(value, creditBureauKeys, context, 'CREDIT_BUREAU_');
}

export function readCreditBureauSettings(value: CreditBureauValues): CreditBureauSettings {
  return {
    url: value.CREDIT_BUREAU_URL,
    clientId: value.CREDIT_BUREAU_CLIENT_ID,
    clientSecret: value.CREDIT_BUREAU_CLIENT_SECRET,
    username: value.CREDIT_BUREAU_USERNAME,
    password: value.CREDIT_BUREAU_PASSWORD,
    subscriberCode: value.CREDIT_BUREAU_SUBSCRIBER_CODE,
    timeoutMs: value.CREDIT_BUREAU_TIMEOUT_MS,
  };
}
