import { join, resolve } from 'node:path';
import { SERVER_ROOT } from './paths.ts';

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
  /** proxies in front of the server whose X-Forwarded-For entries are believed; 0 believes none */
  trustProxyHops: number;
  /** whether an empty database gets the demo accounts (never in production unless SEED_DEMO=1) */
  seedDemo: boolean;
  /** the whole request (headers and body) must arrive within this time */
  requestTimeoutMs: number;
  /** a connection silent for this long is closed */
  connectionTimeoutMs: number;
  /** the public CEP service (ViaCEP's API) the postal-code lookup asks */
  cepServiceUrl: string;
  /** how long the postal-code lookup waits for that service */
  cepTimeoutMs: number;
}

const numberOr = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** Reads the configuration from the environment once, at start. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = numberOr(env.PORT, 3000);
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    // loopback unless HOST says otherwise: exposing the server is a deliberate choice (README)
    host: env.HOST || '127.0.0.1',
    nodeEnv,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: resolve(env.WEB_DIST ?? join(SERVER_ROOT, '../web/dist')),
    storageDir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'uploads')),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Trilha <nao-responda@trilha.local>',
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 2 * 1024 * 1024),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxyHops: Math.floor(numberOr(env.TRUST_PROXY_HOPS, 0)),
    seedDemo: env.SEED_DEMO === '1' || (nodeEnv !== 'production' && env.SEED_DEMO !== '0'),
    requestTimeoutMs: numberOr(env.REQUEST_TIMEOUT_MS, 30_000),
    connectionTimeoutMs: numberOr(env.CONNECTION_TIMEOUT_MS, 15_000),
    cepServiceUrl: env.CEP_SERVICE_URL || 'https://viacep.com.br/ws',
    cepTimeoutMs: numberOr(env.CEP_TIMEOUT_MS, 3000),
  };
}
