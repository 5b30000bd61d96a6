import { join, resolve } from 'node:path';
import { parseEnv } from './env-schema.ts';
import { SERVER_ROOT } from './paths.ts';

export interface Config {
  port: number;
  host: string;
  nodeEnv: 'development' | 'production' | 'test';
  dataDir: string;
  databaseUrl: string | undefined;
  /** read replicas (DATABASE_READ_URL) for reads that tolerate lag, and how far behind one may be before it is skipped */
  databaseReadUrls: string[];
  dbReadMaxLagMs: number;
  /** public address used in e-mail links */
  publicUrl: string;
  /** directory with the built SPA, served with history fallback when present */
  webDist: string;
  /** where stored files live: a directory of this machine, or an S3-compatible bucket every process shares */
  storage: StorageConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  bodyLimitBytes: number;
  logLevel: string;
  /** the database pool: its size, and how long a statement may run before PostgreSQL cancels it (503) */
  dbPoolMax: number;
  dbStatementTimeoutMs: number;
  /** each client's requests in flight (platform/http/in-flight.ts): how many run at once (unset: the pool's size less
   * 2, at most 8), how many more wait for a turn, and how long; past either, 429 */
  inFlight: InFlightConfig;
  /** after SIGTERM, how long the process keeps serving while readiness answers 503, before it closes */
  shutdownDrainMs: number;
  /** lets a scraper that is not on this machine read /metrics (Authorization: Bearer <token>) */
  metricsToken: string | undefined;
  /** whether this process runs background work (TASKS=0: a web tier that only serves requests) */
  runTasks: boolean;
  /** proxies in front of the server whose X-Forwarded-For entries are believed; 0 believes none */
  trustProxyHops: number;
  /** whether an empty database gets the demo accounts (never in production unless SEED_DEMO=1) */
  seedDemo: boolean;
  /** the whole request (headers and body) must arrive within this time */
  requestTimeoutMs: number;
  /** a connection silent for this long is closed */
  connectionTimeoutMs: number;
  /** application file uploads: how slow a sender may be, how long a file's check may take, how many a user may send */
  uploads: UploadsConfig;
  /** the public CEP service (ViaCEP's API) the postal-code lookup asks */
  cepServiceUrl: string;
  /** how long the postal-code lookup waits for that service */
  cepTimeoutMs: number;
  /** searches: how many a minute each user and each address may run, and how long one may take */
  search: SearchConfig;
  /** sign-ups one client address may make in an hour (an office behind one address, not a flood of accounts) */
  registrationsPerHourPerAddress: number;
  /** key that encrypts secrets at rest (integration tokens): 32 bytes as 64 hex characters; when unset, a random key kept in DATA_DIR */
  secretsKey: string | undefined;
  /** payment providers: the local sandbox unless configured; each block is an adapter's settings */
  payments: PaymentsConfig;
}

interface UploadsConfig {
  /** an upload (multipart) body is cut when no byte arrives for this long, instead of at the request timeout */
  idleTimeoutMs: number;
  /** and when it has not all arrived within this time, however steadily it comes (25 MB at about 230 kbit/s) */
  timeoutMs: number;
  /** the wait for a checking worker, and then the check itself, each end within this time (503, or the file refused) */
  checkTimeoutMs: number;
  perHourPerUser: number;
  /** uploads one user may have in flight at once in a process */
  atOncePerUser: number;
}

interface InFlightConfig {
  perClient: number | undefined;
  waitingPerClient: number;
  waitMs: number;
}

interface SearchConfig {
  perUserPerMinute: number;
  perAddressPerMinute: number;
  /** a search statement (or the wait for a turn to run one) past this is cancelled: 503 search.unavailable */
  timeoutMs: number;
}

export interface StorageConfig {
  /** local (the default): files under `dir`; s3: the bucket below, for several processes on one database */
  kind: 'local' | 's3';
  dir: string;
  s3: S3Config;
}

/** An S3-compatible bucket; empty strings when STORAGE is local. */
export interface S3Config {
  /** unset: AWS itself; MinIO, s3rver and other compatible servers give their URL */
  endpoint: string | undefined;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name, as most compatible servers want */
  forcePathStyle: boolean;
}

/** Payment settings (the wallet module reads them). */
export interface PaymentsConfig {
  /** which adapters charge: sandbox (local; the default outside production) or any other value for the real providers */
  provider: string;
  /** who issues the one "Boleto" the screens offer (real providers only): Stripe (the default) or PJBank */
  boletoProvider: 'stripe' | 'pjbank';
  /** signs the sandbox provider's notifications and card tokens; unset, a secret of the installation (sandbox-secret.ts) */
  sandboxWebhookSecret: string | undefined;
  stripe: { apiUrl: string; secretKey: string | undefined; publishableKey: string | undefined; webhookSecret: string | undefined };
  pjbank: { apiUrl: string; credential: string | undefined; key: string | undefined; webhookSecret: string | undefined };
  paypal: { apiUrl: string; clientId: string | undefined; secret: string | undefined; webhookSecret: string | undefined };
  /** the Pix receiver (key, merchant name, city) of the BR Codes; null in production without PIX_* settings (no Pix) */
  pix: PixConfig | null;
  /** what authenticates a PSP's Pix notification (`POST /v1/webhooks/pix`); unset, every notification is refused */
  pixWebhookSecret: string | undefined;
}

export interface PixConfig {
  key: string;
  /** at most 25 characters, at most 15 for the city (the BR Code's limits); ASCII is what every bank app shows */
  merchantName: string;
  merchantCity: string;
}

/**
 * Outside production a key nobody can own (the reserved `.invalid` domain), so a sandbox QR code paid by a real bank
 * app sends money nowhere.
 */
const SANDBOX_PIX: PixConfig = { key: 'pix@trilha.invalid', merchantName: 'TRILHA SANDBOX', merchantCity: 'SAO PAULO' };

/** PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY: all three, or (outside production) the sandbox's. */
function pixConfig(env: NodeJS.ProcessEnv, nodeEnv: Config['nodeEnv']): PixConfig | null {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim();
  const key = env.PIX_KEY?.trim() || undefined;
  const merchantName = ascii(env.PIX_MERCHANT_NAME ?? '') || undefined;
  const merchantCity = ascii(env.PIX_MERCHANT_CITY ?? '') || undefined;
  if (!key && !merchantName && !merchantCity) return nodeEnv === 'production' ? null : SANDBOX_PIX;
  if (!key || !merchantName || !merchantCity) throw new Error('PIX_KEY, PIX_MERCHANT_NAME and PIX_MERCHANT_CITY must be set together.');
  if (key.length > 77) throw new Error('PIX_KEY must have at most 77 characters.');
  if (merchantName.length > 25) throw new Error('PIX_MERCHANT_NAME must have at most 25 characters.');
  if (merchantCity.length > 15) throw new Error('PIX_MERCHANT_CITY must have at most 15 characters.');
  return { key, merchantName, merchantCity };
}

/** STORAGE and its S3_* settings; a wrong or missing value throws the one sentence that names it. */
function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind !== 'local' && kind !== 's3') throw new Error(`STORAGE must be local or s3, not "${kind}".`);
  const pathStyle = env.S3_FORCE_PATH_STYLE || '0';
  if (pathStyle !== '0' && pathStyle !== '1') throw new Error(`S3_FORCE_PATH_STYLE must be 1 or 0, not "${pathStyle}".`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http:// or https:// URL, not "${endpoint}".`);
  const s3 = {
    endpoint,
    bucket: env.S3_BUCKET ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: pathStyle === '1',
  };
  if (kind === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find((name) => !env[name]);
    if (missing) throw new Error(`${missing} must be set when STORAGE=s3.`);
  }
  return { kind, dir: resolve(env.STORAGE_DIR ?? resolve(dataDir, 'uploads')), s3 };
}

/** Reads the configuration from the environment once, at start; a wrong value throws the sentence that names it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const port = e.PORT ?? 3000;
  const nodeEnv = e.NODE_ENV ?? 'development';
  const dataDir = resolve(e.DATA_DIR ?? './data');
  return {
    port,
    // loopback unless HOST says otherwise: exposing the server is a deliberate choice (README)
    host: e.HOST ?? '127.0.0.1',
    nodeEnv,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_READ_URL ?? [],
    dbReadMaxLagMs: e.DB_READ_MAX_LAG_MS ?? 5_000,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    webDist: resolve(e.WEB_DIST ?? join(SERVER_ROOT, '../web/dist')),
    storage: storageConfig(env, dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'Trilha <nao-responda@trilha.local>',
    bodyLimitBytes: e.BODY_LIMIT_BYTES ?? 2 * 1024 * 1024,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    dbPoolMax: e.DB_POOL_MAX ?? 10,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS ?? 30_000,
    inFlight: {
      perClient: e.REQUESTS_IN_FLIGHT_PER_CLIENT,
      waitingPerClient: e.REQUESTS_WAITING_PER_CLIENT ?? 100,
      waitMs: e.REQUEST_WAIT_MS ?? 10_000,
    },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? 5_000,
    metricsToken: e.METRICS_TOKEN,
    runTasks: e.TASKS !== '0',
    trustProxyHops: e.TRUST_PROXY_HOPS ?? 0,
    seedDemo: e.SEED_DEMO === '1' || (nodeEnv !== 'production' && e.SEED_DEMO !== '0'),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS ?? 30_000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS ?? 15_000,
    uploads: {
      idleTimeoutMs: e.UPLOAD_IDLE_TIMEOUT_MS ?? 30_000,
      timeoutMs: e.UPLOAD_TIMEOUT_MS ?? 15 * 60_000,
      checkTimeoutMs: e.UPLOAD_CHECK_TIMEOUT_MS ?? 6_000,
      perHourPerUser: e.UPLOADS_PER_HOUR_PER_USER ?? 60,
      atOncePerUser: e.UPLOADS_AT_ONCE_PER_USER ?? 2,
    },
    cepServiceUrl: e.CEP_SERVICE_URL ?? 'https://viacep.com.br/ws',
    cepTimeoutMs: e.CEP_TIMEOUT_MS ?? 3000,
    search: {
      perUserPerMinute: e.SEARCHES_PER_MINUTE_PER_USER ?? 60,
      perAddressPerMinute: e.SEARCHES_PER_MINUTE_PER_ADDRESS ?? 120,
      timeoutMs: e.SEARCH_TIMEOUT_MS ?? 2000,
    },
    registrationsPerHourPerAddress: e.REGISTRATIONS_PER_HOUR_PER_ADDRESS ?? 50,
    secretsKey: e.SECRETS_KEY,
    payments: {
      // the sandbox charges nothing real: production uses it only when PAYMENT_PROVIDER=sandbox says so
      provider: e.PAYMENT_PROVIDER ?? (nodeEnv === 'production' ? 'live' : 'sandbox'),
      boletoProvider: e.BOLETO_PROVIDER ?? 'stripe',
      // unset: a random secret of this installation (modules/wallet/providers/sandbox-secret.ts)
      sandboxWebhookSecret: e.SANDBOX_WEBHOOK_SECRET,
      stripe: {
        apiUrl: env.STRIPE_API_URL || 'https://api.stripe.com',
        secretKey: env.STRIPE_SECRET_KEY || undefined,
        publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      },
      pjbank: {
        apiUrl: env.PJBANK_API_URL || 'https://api.pjbank.com.br',
        credential: env.PJBANK_CREDENTIAL || undefined,
        key: env.PJBANK_KEY || undefined,
        webhookSecret: env.PJBANK_WEBHOOK_SECRET || undefined,
      },
      paypal: {
        apiUrl: env.PAYPAL_API_URL || 'https://api-m.sandbox.paypal.com',
        clientId: env.PAYPAL_CLIENT_ID || undefined,
        secret: env.PAYPAL_SECRET || undefined,
        webhookSecret: env.PAYPAL_WEBHOOK_SECRET || undefined,
      },
      pix: pixConfig(env, nodeEnv),
      pixWebhookSecret: env.PIX_WEBHOOK_SECRET || undefined,
    },
  };
}
