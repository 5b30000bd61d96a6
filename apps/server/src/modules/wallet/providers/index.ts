import type { Config } from '../../../config.ts';
import { paypalProvider } from './paypal.ts';
import { pjbankProvider } from './pjbank.ts';
import type { PaymentProviders } from './provider.ts';
import { SANDBOX, sandboxProvider } from './sandbox.ts';
import { sandboxWebhookSecretOf } from './sandbox-secret.ts';
import { stripeProvider } from './stripe.ts';

/**
 * The adapters of `config.payments.provider`: 'sandbox' (the default outside production) charges everything
 * locally; any other value uses the real providers: cards by Stripe, boletos by the configured BOLETO_PROVIDER (Stripe
 * unless PJBank is chosen; the screens offer one "Boleto" whoever issues it), PJBank slips (their own route) by PJBank,
 * orders by PayPal (each answers 'provider_error' while its credentials are missing).
 */
function build(config: Config): PaymentProviders {
  const payments = config.payments;
  if (payments.provider === SANDBOX) {
    const sandbox = sandboxProvider(sandboxWebhookSecretOf(config));
    return { card: sandbox, boleto: sandbox, pjbank: sandbox, paypal: sandbox, webhook: (name) => (name === SANDBOX ? sandbox : null) };
  }
  const stripe = stripeProvider(payments.stripe);
  const pjbank = pjbankProvider(payments.pjbank);
  const paypal = paypalProvider(payments.paypal, { publicUrl: config.publicUrl });
  const verifiers = [stripe, pjbank, paypal];
  return {
    card: stripe,
    boleto: payments.boletoProvider === 'pjbank' ? pjbank : stripe,
    pjbank,
    paypal,
    webhook: (name) => verifiers.find((verifier) => verifier.name === name) ?? null,
  };
}

const built = new WeakMap<Config, PaymentProviders>();

/** The providers of a configuration, built once. */
export function paymentProviders(config: Config): PaymentProviders {
  let providers = built.get(config);
  if (!providers) {
    providers = build(config);
    built.set(config, providers);
  }
  return providers;
}
