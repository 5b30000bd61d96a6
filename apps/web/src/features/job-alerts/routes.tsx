import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';

/**
 * Job alerts have no screen of their own: "Criar alerta" sits on the position search and the list on the account's
 * communication section (both through public.ts); the unsubscribe link opens a page of the server.
 */
const routes: DomainRoutes = {};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'job-alerts': typeof import('../../lib/i18n/locales/pt-BR/job-alerts.json');
  }
}
