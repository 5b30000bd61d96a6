import { pipeline } from 'node:stream';
import type { BucketLocationConstraint, GetObjectCommandOutput, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { checkKey, countedTo, FILES_URL_PREFIX, type FileStorage, isSafeKey, READ_LIMIT_BYTES } from './file-storage.ts';

// the SDK is imported when the adapter starts (types only up here)
type Sdk = typeof import('@aws-sdk/client-s3');

const errorName = (error: unknown) => (error as { name?: string }).name;
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...), shared by every process that names it. The bucket is
 * created when missing, so a fresh stack starts; a bucket that cannot be reached or created stops the start.
 */
export async function s3Storage(config: S3Config): Promise<FileStorage> {
  // loaded only when configured: a one-machine installation never pays the SDK's load time
  const s3 = await import('@aws-sdk/client-s3');
  const client = new s3.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // compatible servers differ in the newer checksums they accept: send one only where the operation demands it
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // a storage server that stops answering fails the request instead of holding it (and its memory) forever
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000, throwOnRequestTimeout: true },
    maxAttempts: 3,
  });
  const Bucket = config.bucket;
  await ensureBucket(client, config, s3);

  return {
    async put(key, data) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentLength: data.length }));
      return FILES_URL_PREFIX + key;
    },
    async putStream(key, data, size) {
      // With its length told, the SDK sends a stream as it reads it (one request; an object is at most 5 GB that way).
      // A stream that fails or lies about its size aborts the request, which the bucket then forgets whole.
      const Body = countedTo(size);
      const abort = new AbortController();
      pipeline(data, Body, (error) => {
        if (error) abort.abort(error);
      });
      try {
        await client.send(new s3.PutObjectCommand({ Bucket, Key: checkKey(key), Body, ContentLength: size }), {
          abortSignal: abort.signal,
        });
      } catch (error) {
        throw abort.signal.aborted ? abort.signal.reason : error;
      }
      return FILES_URL_PREFIX + key;
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      let object: GetObjectCommandOutput;
      try {
        object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        if (errorName(error) === 'NoSuchKey') return null;
        throw error;
      }
      if (!object.Body) return null;
      if ((object.ContentLength ?? 0) > READ_LIMIT_BYTES) {
        await object.Body.transformToWebStream().cancel();
        throw new Error(`stored file ${key} is larger than ${READ_LIMIT_BYTES} bytes`);
      }
      return Buffer.from(await object.Body.transformToByteArray());
    },
    async remove(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async removePrefix(prefix) {
      // the folder's own slash: removing workspaces/<id> leaves workspaces/<id>x alone, as a directory would
      const Prefix = `${checkKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        // a page holds at most 1,000 keys, what one DeleteObjects takes
        const Objects = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (Objects.length > 0) {
          const result = await client.send(new s3.DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
          const failed = result.Errors?.[0];
          if (failed) throw new Error(`could not remove ${failed.Key} from the bucket: ${failed.Code} ${failed.Message}`);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

/** Creates the bucket when missing; several processes starting at once may race to create it, and all go on. */
async function ensureBucket(client: S3Client, config: S3Config, s3: Sdk): Promise<void> {
  const Bucket = config.bucket;
  try {
    await client.send(new s3.HeadBucketCommand({ Bucket }));
    return;
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
  try {
    // AWS outside us-east-1 wants the region named; compatible servers accept their own region
    const LocationConstraint = config.region === 'us-east-1' ? undefined : (config.region as BucketLocationConstraint);
    await client.send(
      new s3.CreateBucketCommand({ Bucket, ...(LocationConstraint && { CreateBucketConfiguration: { LocationConstraint } }) }),
    );
  } catch (error) {
    if (errorName(error) === 'BucketAlreadyOwnedByYou') return;
    // created by another process meanwhile (some servers say BucketAlreadyExists to its owner too): ours if we may read it
    await client.send(new s3.HeadBucketCommand({ Bucket })).catch(() => {
      throw error;
    });
  }
}
