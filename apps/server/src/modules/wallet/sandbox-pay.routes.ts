import { Readable } from 'node:stream';
import { walletSandboxCard } from '@trilha/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  SANDBOX,
  SANDBOX_APPROVE_PATH,
  SANDBOX_SLIP_PATH,
  SANDBOX_TOKENIZE_PATH,
  sandboxPayerId,
  tokenizeSandboxCard,
} from './providers/sandbox.ts';
import { sandboxWebhookSecretOf } from './providers/sandbox-secret.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact body of a payment provider's notification, whose signature covers these bytes */
    walletRawBody?: string;
  }
}

const WEBHOOK_PREFIX = '/v1/payments/webhooks/';
const WEBHOOK_MAX_BYTES = 256 * 1024;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A path of this site only (no scheme, no `//host`): the approval page never sends the payer elsewhere. */
const safeReturn = (value: unknown) =>
  typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 500 ? value : '/';

function withQuery(path: string, query: Record<string, string>): string {
  const url = new URL(path, 'http://sandbox.local');
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">` +
        `<main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/** Reads a notification's body (at most WEBHOOK_MAX_BYTES), keeps its text and hands the parser a replay of the bytes. */
async function keepRawBody(request: FastifyRequest, payload: Readable): Promise<Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > WEBHOOK_MAX_BYTES) throw new AppError('payload_too_large');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  request.walletRawBody = raw.toString('utf8');
  const replay = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
  replay.receivedEncodedLength = raw.length;
  return replay;
}

/**
 * The wallet's HTTP outside the /v1 contract:
 * - keeps the raw body of `POST /v1/payments/webhooks/:provider` (signatures cover the exact bytes); registered
 *   before the contract routes so the hook applies to them;
 * - with the sandbox provider: card tokenization (`POST /sandbox-pay/tokens`), the PayPal-like approval page and
 *   a printable bank slip page.
 */
export function registerWalletHttp(app: FastifyInstance, deps: Deps): void {
  // synchronous for every other request (no promise per request for a hook that has nothing to do there)
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (request.method !== 'POST' || !request.url.startsWith(WEBHOOK_PREFIX)) return done(null, payload);
    keepRawBody(request, payload).then((replay) => done(null, replay), done);
  });

  if (deps.config.payments.provider !== SANDBOX) return;
  const secret = sandboxWebhookSecretOf(deps.config);
  const hidden = { schema: { hide: true } };

  // The browser sends the card here, never to the API; the number is neither stored nor logged.
  app.post(SANDBOX_TOKENIZE_PATH, hidden, async (request) => {
    const card = walletSandboxCard.safeParse(request.body);
    if (!card.success) throw new AppError('wallet.card_invalid');
    const token = tokenizeSandboxCard(secret, card.data, deps.clock.now());
    if (!token) throw new AppError('wallet.card_invalid');
    return token;
  });

  app.get(SANDBOX_APPROVE_PATH, hidden, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const paymentId = typeof query.payment === 'string' ? query.payment.slice(0, 200) : '';
    const back = safeReturn(query.return);
    const approve = withQuery(back, { paymentId, PayerID: sandboxPayerId(secret, paymentId) });
    const cancel = withQuery(back, { paymentId, cancelled: '1' });
    return page(
      reply,
      'Sandbox de pagamento',
      `<p>Confirme o pagamento de teste. Nenhum valor real é cobrado.</p>` +
        `<p><a href="${escapeHtml(approve)}">Aprovar</a> · <a href="${escapeHtml(cancel)}">Cancelar</a></p>`,
    );
  });

  app.get(`${SANDBOX_SLIP_PATH}/:ref`, hidden, async (request, reply) => {
    const ref = String((request.params as { ref: string }).ref).slice(0, 200);
    return page(
      reply,
      'Boleto de teste',
      `<p>Este boleto é do ambiente de testes: ele é registrado, pago e compensado automaticamente.</p><p>Referência: ${escapeHtml(ref)}</p>`,
    );
  });
}
