import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sandboxWebhookSecretOf } from './sandbox-secret.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'trilha-sandbox-secret-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the sandbox provider’s secret', () => {
  it('unset, is a random secret of the installation, kept in its data directory and read back on the next start', async () => {
    const first = sandboxWebhookSecretOf(loadConfig({ NODE_ENV: 'development', DATA_DIR: join(dir, 'a') }));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toBe('sandbox-webhook-secret');
    const file = join(dir, 'a', 'sandbox-webhook.secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(sandboxWebhookSecretOf(loadConfig({ NODE_ENV: 'development', DATA_DIR: join(dir, 'a') }))).toBe(first);
    expect(sandboxWebhookSecretOf(loadConfig({ NODE_ENV: 'development', DATA_DIR: join(dir, 'b') }))).not.toBe(first);
  });

  it('SANDBOX_WEBHOOK_SECRET, when set, is the secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRETS_KEY: 'ab'.repeat(32),
      DATA_DIR: join(dir, 'c'),
      SANDBOX_WEBHOOK_SECRET: 'um-segredo-longo-e-proprio',
    });
    expect(sandboxWebhookSecretOf(config)).toBe('um-segredo-longo-e-proprio');
  });
});
