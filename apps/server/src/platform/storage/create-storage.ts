import type { StorageConfig } from '../../config.ts';
import { StartFailure } from '../start-failure.ts';
import type { FileStorage } from './file-storage.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';

/** The app's one file storage, from `config.storage`; a bucket it cannot use stops the start with one sentence. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.kind === 'local') return localStorage(config.dir);
  try {
    return await s3Storage(config.s3);
  } catch (error) {
    throw new StartFailure(
      `cannot use the S3 bucket "${config.s3.bucket}" at ${config.s3.endpoint ?? 'AWS'} (${reasonOf(error)}): check S3_ENDPOINT, S3_BUCKET, S3_REGION and the S3 credentials`,
    );
  }
}

// A HEAD answer has no body: the SDK names it "Unknown", so the status says more.
function reasonOf(error: unknown): string {
  const { name, message, code, $metadata } = error as {
    name?: string;
    message?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status === 403) return 'access denied';
  const text = code ?? (message && message !== 'UnknownError' ? message : name) ?? String(error);
  return status ? `HTTP ${status} ${text}` : text;
}
