import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { installationSecret } from '../../platform/installation-secret.ts';

/**
 * Secrets at rest (integration tokens): AES-256-GCM with a random 12-byte IV per secret and the 16-byte tag, stored
 * as `v1.<iv>.<tag>.<ciphertext>` (base64url). The key is `config.secretsKey` (64 hex characters); when unset, a
 * random key written once to `${dataDir}/secrets.key` (mode 0600) and read back on every start; tests use a fixed key.
 */
const KEY_PATTERN = /^[0-9a-f]{64}$/i;
const TEST_KEY = '7e1c0f3a9b2d4c5e8f60718293a4b5c6d7e8f90112233445566778899aabbcc0';
const keys = new WeakMap<Config, Buffer>();

/** The 32-byte key of this configuration, loaded once. */
export function secretsKeyOf(config: Config): Buffer {
  const known = keys.get(config);
  if (known) return known;
  const hex = config.secretsKey ?? (config.nodeEnv === 'test' ? TEST_KEY : installationSecret(config.dataDir, 'secrets.key'));
  if (!KEY_PATTERN.test(hex)) throw new Error('SECRETS_KEY must be 32 bytes written as 64 hexadecimal characters');
  const key = Buffer.from(hex, 'hex');
  keys.set(config, key);
  return key;
}

export function encryptSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** A keyed hash of a secret: finds a token the company already installed without decrypting rows nor storing a plain hash. */
export const secretHash = (key: Buffer, plain: string) => createHmac('sha256', key).update(plain).digest('hex');
