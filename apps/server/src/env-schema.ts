import { z } from 'zod';

/**
 * Every environment variable the server reads, checked once at start: a wrong value stops the start with
 * one sentence naming the variable, the value and what is allowed, instead of silently becoming a default
 * (`PORT=abc` was 3000, `NODE_ENV=prod` was development) or failing later (`LOG_LEVEL=verbose` crashed, production
 * with `SECRETS_KEY=abc` answered 500 on the first integration call). Unset and empty mean the default.
 */
class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What each variable allows, in words, for the sentence (zod's own messages are the API's field keys). */
const RULES = new WeakMap<z.ZodType, string>();

/** An optional variable: '' counts as unset. `rule` says what is allowed. */
const optional = <T extends z.ZodType>(schema: T, rule: string) => {
  const checked = z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
  RULES.set(checked, rule);
  return checked;
};

const integer = (min: number, max: number) =>
  optional(z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)), `a whole number from ${min} to ${max}`);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => {
  const words = values.length === 2 ? `${values[0]} or ${values[1]}` : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return optional(z.enum(values), words);
};

const urlWith = (protocols: string[], example: string) =>
  optional(
    z.string().refine((value) => {
      try {
        const url = new URL(value);
        return protocols.includes(url.protocol) && url.hostname !== '';
      } catch {
        return false;
      }
    }),
    `a URL like ${example}`,
  );

/** One or more URLs, comma-separated (read replicas). */
const urlsWith = (protocols: string[], example: string) =>
  optional(
    z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      )
      .refine((urls) =>
        urls.every((value) => {
          try {
            const url = new URL(value);
            return protocols.includes(url.protocol) && url.hostname !== '';
          } catch {
            return false;
          }
        }),
      ),
    `one or more URLs like ${example}, comma-separated`,
  );

const text = (max = 1000) => optional(z.string().max(max), `at most ${max} characters`);

const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']),
  PORT: integer(1, 65_535),
  HOST: text(255),
  DATA_DIR: text(),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/trilha'),
  DATABASE_READ_URL: urlsWith(['postgres:', 'postgresql:'], 'postgres://user:password@replica:5432/trilha'),
  DB_READ_MAX_LAG_MS: integer(100, 3_600_000),
  PUBLIC_URL: urlWith(['http:', 'https:'], 'https://trilha.example.com'),
  WEB_DIST: text(),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:password@host:587'),
  MAIL_FROM: text(320),
  BODY_LIMIT_BYTES: integer(1024, 100 * 1024 * 1024),
  LOG_LEVEL: oneOf(LOG_LEVELS),
  DB_POOL_MAX: integer(1, 1000),
  DB_STATEMENT_TIMEOUT_MS: integer(0, 3_600_000),
  REQUESTS_IN_FLIGHT_PER_CLIENT: integer(1, 1000),
  REQUESTS_WAITING_PER_CLIENT: integer(0, 100_000),
  REQUEST_WAIT_MS: integer(100, 600_000),
  SHUTDOWN_DRAIN_MS: integer(0, 600_000),
  METRICS_TOKEN: optional(z.string().min(16).max(500), 'at least 16 characters'),
  TASKS: oneOf(['0', '1']),
  TRUST_PROXY_HOPS: integer(0, 10),
  SEED_DEMO: oneOf(['0', '1']),
  REQUEST_TIMEOUT_MS: integer(1000, 3_600_000),
  CONNECTION_TIMEOUT_MS: integer(1000, 3_600_000),
  UPLOAD_IDLE_TIMEOUT_MS: integer(1000, 600_000),
  UPLOAD_TIMEOUT_MS: integer(10_000, 3_600_000),
  UPLOAD_CHECK_TIMEOUT_MS: integer(1000, 60_000),
  UPLOADS_PER_HOUR_PER_USER: integer(1, 1_000_000),
  UPLOADS_AT_ONCE_PER_USER: integer(1, 100),
  CEP_SERVICE_URL: urlWith(['http:', 'https:'], 'https://viacep.com.br/ws'),
  CEP_TIMEOUT_MS: integer(100, 60_000),
  SEARCHES_PER_MINUTE_PER_USER: integer(1, 1_000_000),
  SEARCHES_PER_MINUTE_PER_ADDRESS: integer(1, 1_000_000),
  SEARCH_TIMEOUT_MS: integer(100, 60_000),
  REGISTRATIONS_PER_HOUR_PER_ADDRESS: integer(1, 1_000_000),
  SECRETS_KEY: optional(z.string().regex(/^[0-9a-f]{64}$/i), '64 hexadecimal characters (make one with: openssl rand -hex 32)'),
  PAYMENT_PROVIDER: text(40),
  BOLETO_PROVIDER: oneOf(['stripe', 'pjbank'] as const),
  SANDBOX_WEBHOOK_SECRET: optional(z.string().min(16).max(500), 'at least 16 characters'),
});

export type Env = z.output<typeof envSchema>;

/** The checked environment, or a ConfigError whose message is the one sentence to print. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? '');
    const field = envSchema.shape[name as keyof typeof envSchema.shape] as z.ZodType | undefined;
    throw new ConfigError(`${name} must be ${(field && RULES.get(field)) ?? 'valid'}, not "${env[name]}".`);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production' && !values.SECRETS_KEY) {
    throw new ConfigError(
      'SECRETS_KEY must be set in production: 64 hexadecimal characters that encrypt secrets at rest, the same on every process (make one with: openssl rand -hex 32).',
    );
  }
  return values;
}
