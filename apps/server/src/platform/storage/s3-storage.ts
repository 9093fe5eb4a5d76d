import { Readable, pipeline } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../../config/config.js';
import {
  assertStorageKey,
  assertStoragePrefix,
  measuringStream,
  ObjectNotFoundError,
  type ObjectStorage,
} from './object-storage.js';

// S3's smallest part. Upload holds at most partSize × queueSize in memory, whatever the file's size.
const partSize = 5 * 1024 * 1024;
const queueSize = 2;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

/**
 * Objects in any S3-compatible store, streamed with the SDK's multipart
 * Upload. An object appears only when the upload completes; a failed stream
 * aborts the multipart upload, so nothing is left under the key.
 */
export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): ObjectStorage {
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async putStream(key, body, contentType) {
      assertStorageKey(key);
      const measure = measuringStream();
      // A failing source destroys the measuring stream too, which fails (and aborts) the upload.
      pipeline(body, measure.stream, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: measure.stream, ContentType: contentType },
        partSize,
        queueSize,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw error;
      }
      return measure.result();
    },
    async getStream(key) {
      assertStorageKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
        return answer.Body;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new ObjectNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      assertStoragePrefix(prefix);
      // ListObjectsV2 answers 1000 keys a page at most; the paginator follows the continuation tokens.
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    },
    async removeAbandonedUploads() {
      // An unfinished multipart upload is invisible under its key; its parts are removed by the
      // bucket's AbortIncompleteMultipartUpload lifecycle rule (docs/operations.md), not by us.
      return 0;
    },
  };
}
