import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  /** public address used in e-mail links */
  publicUrl: string;
  /** directory with the built SPA, served with history fallback when present */
  webDist: string;
  storageDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  bodyLimitBytes: number;
  logLevel: string;
}

/** Reads the configuration from the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    storageDir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'uploads')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Trilha <nao-responda@trilha.local>',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 2 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
  };
}
