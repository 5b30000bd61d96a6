import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { keepRawBody } from '../../platform/http/raw-body.ts';
import { paySandboxPix, SANDBOX_PIX_PATH, sandboxPixCharge } from './pix.service.ts';
import { SANDBOX, SANDBOX_APPROVE_PATH, SANDBOX_SLIP_PATH, SANDBOX_TOKENIZE_PATH } from './providers/sandbox.ts';
import { sandboxWebhookSecretOf } from './providers/sandbox-secret.ts';
import { approvalChoices, tokenizeCard } from './sandbox-pay.service.ts';
import { approvalPage, pixPage, slipPage } from './sandbox-pay.view.ts';

/** Payment providers' notifications: their signatures cover the exact bytes of the body. */
const WEBHOOKS = { prefix: '/v1/payments/webhooks/', maxBytes: 256 * 1024 };
/** A PSP's Pix notifications (an HMAC may cover their bytes). */
const PIX_WEBHOOK = { prefix: '/v1/webhooks/pix', maxBytes: 256 * 1024 };

const sendPage = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The wallet's HTTP outside the /v1 contract:
 * - keeps the raw body of `POST /v1/payments/webhooks/:provider` (request.rawBody); registered before the
 *   contract routes so the hook applies to them;
 * - keeps the raw body of `POST /v1/webhooks/pix` (a PSP's Pix notification);
 * - outside production, whatever the provider: the sandbox's Pix page, whose button pays a charge;
 * - with the sandbox provider: card tokenization (`POST /sandbox-pay/tokens`), the PayPal-like approval page and
 *   a printable bank slip page (sandbox-pay.view.ts).
 */
export function registerWalletHttp(app: FastifyInstance, deps: Deps): void {
  keepRawBody(app, WEBHOOKS);
  keepRawBody(app, PIX_WEBHOOK);
  if (deps.config.nodeEnv !== 'production') registerSandboxPix(app, deps);

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

/** The sandbox's Pix page (`GET /sandbox-pay/pix/:id`) and its button (a form POST): the sandbox pays the charge. */
function registerSandboxPix(app: FastifyInstance, deps: Deps): void {
  const hidden = { schema: { hide: true } };
  const idOf = (request: { params: unknown }) => String((request.params as { id?: string }).id ?? '').slice(0, 100);
  app.get(`${SANDBOX_PIX_PATH}/:id`, hidden, async (request, reply) => {
    const charge = await sandboxPixCharge(deps, idOf(request));
    return sendPage(reply.code(charge ? 200 : 404), pixPage(charge, `${SANDBOX_PIX_PATH}/${encodeURIComponent(idOf(request))}`));
  });
  app.post(`${SANDBOX_PIX_PATH}/:id`, hidden, async (request, reply) => {
    const id = idOf(request);
    try {
      await paySandboxPix(deps, id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
    }
    return sendPage(reply, pixPage(await sandboxPixCharge(deps, id), `${SANDBOX_PIX_PATH}/${encodeURIComponent(id)}`));
  });
}
