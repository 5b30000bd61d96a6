import { jobAlertsApi } from '@trilha/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, unsubscribeJobAlert, updateJobAlert } from './job-alerts.service.ts';
import { runJobAlerts } from './job-alerts.tasks.ts';
import { cancelledPage, confirmPage, invalidLinkPage } from './job-alerts.view.ts';

export const jobAlertsRoutes = [
  route(jobAlertsApi.listJobAlerts, ({ deps, session }) => listJobAlerts(deps, session.user.id)),
  route(jobAlertsApi.createJobAlert, async ({ deps, session, body, reply }) => {
    const created = await createJobAlert(deps, session.user.id, body);
    reply.status(201);
    return created;
  }),
  route(jobAlertsApi.updateJobAlert, ({ deps, session, params, body }) => updateJobAlert(deps, session.user.id, params.id, body)),
  route(jobAlertsApi.deleteJobAlert, async ({ deps, session, params, reply }) => {
    await deleteJobAlert(deps, session.user.id, params.id);
    reply.status(204);
    return null;
  }),
  route(jobAlertsApi.unsubscribeJobAlert, async ({ deps, body, reply }) => {
    await unsubscribeJobAlert(deps, body.alertId, body.signature);
    reply.status(204);
    return null;
  }),
  // the task's own code, safe beside the timer's run (its rows are locked and e-mailed once either way)
  route(jobAlertsApi.runDevJobAlerts, async ({ deps }) => {
    if (deps.config.nodeEnv === 'production') throw new AppError('not_found');
    return { sent: await runJobAlerts(deps) };
  }),
];

const sendPage = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The path of an alert e-mail's unsubscribe link (job-alert-link.ts writes it). */
const PAGE_PATH = '/alertas/:alertId/cancelar';

/**
 * The page an alert e-mail's "cancel" link opens, outside the JSON contract like the public pages: no session, the
 * link's signature is the permission. GET only asks (mail scanners follow links); the form's POST cancels.
 */
export function registerJobAlertPages(app: FastifyInstance, deps: Deps): void {
  const hidden = { schema: { hide: true } };
  const partsOf = (request: { params: unknown; query: unknown }) => ({
    alertId: String((request.params as { alertId?: string }).alertId ?? '').slice(0, 100),
    signature: String((request.query as { assinatura?: unknown }).assinatura ?? '').slice(0, 200),
  });
  app.get(PAGE_PATH, hidden, (request, reply) => {
    const { alertId, signature } = partsOf(request);
    return sendPage(
      reply,
      200,
      confirmPage(`/alertas/${encodeURIComponent(alertId)}/cancelar?assinatura=${encodeURIComponent(signature)}`),
    );
  });
  app.post(PAGE_PATH, hidden, async (request, reply) => {
    const { alertId, signature } = partsOf(request);
    try {
      const cancelled = await unsubscribeJobAlert(deps, alertId, signature);
      return sendPage(reply, 200, cancelledPage(cancelled.query));
    } catch (error) {
      if (error instanceof AppError && error.code === 'job_alert.invalid_link') return sendPage(reply, 404, invalidLinkPage());
      throw error;
    }
  });
}
