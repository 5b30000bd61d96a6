import { spawnSync } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/**
 * /v1/openapi.json as a client generator reads it: Redocly's `recommended` rules report nothing (no error, no
 * warning) beyond the ambiguous paths listed with their reason in apps/server/openapi-lint-ignore.yaml: every
 * operation has a unique operationId, a tag, its security, 4xx answers with the error envelope, and the document
 * names its server.
 */
let t: TestApp;
let dir: string;
beforeAll(async () => {
  // the document names the installation's address: a real one here, as in production (localhost is a lint warning)
  t = await createTestApp({ config: { publicUrl: 'https://trilha.com.br' } });
  dir = await mkdtemp(join(tmpdir(), 'trilha-openapi-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await t.close();
});

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended lint with no error and no warning", async () => {
    const res = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'openapi.json');
    await writeFile(file, res.body);
    if (process.env.OPENAPI_DUMP) await writeFile(process.env.OPENAPI_DUMP, res.body);
    await writeFile(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    // the known ambiguous paths, each listed with the reason (apps/server/openapi-lint-ignore.yaml)
    await copyFile(new URL('../../../openapi-lint-ignore.yaml', import.meta.url), join(dir, '.redocly.lint-ignore.yaml'));
    const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
    const run = spawnSync(process.execPath, [cli, 'lint', file, '--format', 'summary', '--max-problems', '10000'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(output, output).toMatch(/Woohoo! Your API description is valid/);
    expect(output, output).not.toMatch(/You have \d+ warnings?/);
  }, 120_000);
});
