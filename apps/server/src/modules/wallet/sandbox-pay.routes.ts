import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { keepRawBody } from '../../platform/http/raw-body.ts';
import { SANDBOX, SANDBOX_APPROVE_PATH, SANDBOX_SLIP_PATH, SANDBOX_TOKENIZE_PATH } from './providers/sandbox.ts';
import { sandboxWebhookSecretOf } from './providers/sandbox-secret.ts';
import { approvalChoices, tokenizeCard } from './sandbox-pay.service.ts';
import { approvalPage, slipPage } from './sandbox-pay.view.ts';

/** Payment providers' notifications: their signatures cover the exact bytes of the body. */
const WEBHOOKS = { prefix: '/v1/payments/webhooks/', maxBytes: 256 * 1024 };

const sendPage = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The wallet's HTTP outside the /v1 contract:
 * - keeps the raw body of `POST /v1/payments/webhooks/:provider` (request.rawBody); registered before the
 *   contract routes so the hook applies to them;
 * - with the sandbox provider: card tokenization (`POST /sandbox-pay/tokens`), the PayPal-like approval page and
 *   a printable bank slip page (sandbox-pay.view.ts).
 */
export function registerWalletHttp(app: FastifyInstance, deps: Deps): void {
  keepRawBody(app, WEBHOOKS);

  if (deps.config.payments.provider !== SANDBOX) return;
  const secret = sandboxWebhookSecretOf(deps.config);
  const hidden = { schema: { hide: true } };

  app.post(SANDBOX_TOKENIZE_PATH, hidden, async (request) => tokenizeCard(secret, request.body, deps.clock.now()));
  app.get(SANDBOX_APPROVE_PATH, hidden, async (request, reply) =>
    sendPage(reply, approvalPage(approvalChoices(secret, request.query as Record<string, unknown>))),
  );
  app.get(`${SANDBOX_SLIP_PATH}/:ref`, hidden, async (request, reply) =>
    sendPage(reply, slipPage(String((request.params as { ref: string }).ref).slice(0, 200))),
  );
}
