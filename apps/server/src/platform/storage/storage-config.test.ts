import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';

const S3 = { STORAGE: 's3', S3_BUCKET: 'trilha', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('storage configuration (STORAGE and S3_*)', () => {
  it('is the local directory by default, STORAGE_DIR or DATA_DIR/uploads', () => {
    expect(loadConfig({ DATA_DIR: '/srv/trilha' }).storage).toMatchObject({ kind: 'local', dir: resolve('/srv/trilha/uploads') });
    expect(loadConfig({ STORAGE: 'local', STORAGE_DIR: '/mnt/files' }).storage).toMatchObject({ kind: 'local', dir: '/mnt/files' });
  });

  it('reads every S3 setting', () => {
    const env = { ...S3, S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'sa-east-1', S3_FORCE_PATH_STYLE: '1' };
    expect(loadConfig(env).storage).toMatchObject({
      kind: 's3',
      s3: {
        endpoint: 'http://minio:9000',
        bucket: 'trilha',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        region: 'sa-east-1',
        forcePathStyle: true,
      },
    });
    expect(loadConfig(S3).storage.s3).toMatchObject({ endpoint: undefined, region: 'us-east-1', forcePathStyle: false });
  });

  it('refuses a wrong or missing value with one sentence naming its variable', () => {
    const cases: [Record<string, string>, string][] = [
      [{ STORAGE: 'disk' }, 'STORAGE must be local or s3, not "disk".'],
      [{ ...S3, S3_BUCKET: '' }, 'S3_BUCKET must be set when STORAGE=s3.'],
      [{ ...S3, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID must be set when STORAGE=s3.'],
      [{ ...S3, S3_SECRET_ACCESS_KEY: '' }, 'S3_SECRET_ACCESS_KEY must be set when STORAGE=s3.'],
      [{ ...S3, S3_FORCE_PATH_STYLE: 'true' }, 'S3_FORCE_PATH_STYLE must be 1 or 0, not "true".'],
      [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http:// or https:// URL, not "minio:9000".'],
    ];
    for (const [env, sentence] of cases) expect(() => loadConfig(env), sentence).toThrow(new Error(sentence));
  });
});
