import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const KEY = 'ab'.repeat(32);

describe('the environment is checked at start', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535, not "abc".'],
    [{ TRUST_PROXY_HOPS: 'banana' }, 'TRUST_PROXY_HOPS must be a whole number from 0 to 10, not "banana".'],
    [{ BODY_LIMIT_BYTES: '2mb' }, 'BODY_LIMIT_BYTES must be a whole number from 1024 to 104857600, not "2mb".'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be development, production or test, not "prod".'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent, not "verbose".'],
    [{ DATABASE_URL: 'notaurl' }, 'DATABASE_URL must be a URL like postgres://user:password@host:5432/trilha, not "notaurl".'],
    [{ TASKS: 'no' }, 'TASKS must be 0 or 1, not "no".'],
    [{ SECRETS_KEY: 'abc' }, 'SECRETS_KEY must be 64 hexadecimal characters (make one with: openssl rand -hex 32), not "abc".'],
    [{ STORAGE: 'disk' }, 'STORAGE must be local or s3, not "disk".'],
  ])('%o', (env, sentence) => {
    expect(() => loadConfig(env)).toThrow(sentence);
  });

  it('production needs a valid SECRETS_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/^SECRETS_KEY must be set in production/);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: KEY }).secretsKey).toBe(KEY);
  });

  it('unset and empty values take their defaults', () => {
    const config = loadConfig({ PORT: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 3000, nodeEnv: 'development', logLevel: 'info', trustProxyHops: 0, runTasks: true });
    expect(loadConfig({ TASKS: '0', PORT: '8080' })).toMatchObject({ runTasks: false, port: 8080 });
  });
});
