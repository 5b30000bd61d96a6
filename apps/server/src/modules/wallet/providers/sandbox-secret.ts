import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { installationSecret } from '../../../platform/installation-secret.ts';

const secrets = new WeakMap<Config, string>();

/**
 * What signs the sandbox provider's notifications and card tokens: SANDBOX_WEBHOOK_SECRET, else a random secret
 * made once per installation in the data directory (`sandbox-webhook.secret`, like `secrets.key`). A published
 * default would let anyone who read the README sign a notification that marks another company's slip as paid.
 * Tests get a random one per configuration.
 */
export function sandboxWebhookSecretOf(config: Config): string {
  const known = config.payments.sandboxWebhookSecret ?? secrets.get(config);
  if (known) return known;
  const secret = config.nodeEnv === 'test' ? randomBytes(32).toString('hex') : installationSecret(config.dataDir, 'sandbox-webhook.secret');
  secrets.set(config, secret);
  return secret;
}
