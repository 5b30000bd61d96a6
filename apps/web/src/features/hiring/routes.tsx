import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

// The recruiter's side, in the recruitment module of a company and of a portal that publishes its own positions
// a position's candidates by stage, one candidate's application, the candidate bank.
const pipeline: RouteObject[] = [
  { path: 'recruitment/positions/:positionId/candidates', ...page(() => import('./pipeline/pipeline-page.tsx')) },
  { path: 'recruitment/applications/:applicationId', ...page(() => import('./pipeline/candidate-page.tsx')) },
  { path: 'recruitment/candidates', ...page(() => import('./pipeline/candidate-bank-page.tsx')) },
  // the company's message templates for bulk moves and declines
  { path: 'recruitment/message-templates', ...page(() => import('./templates/message-templates-page.tsx')) },
  // the week's interviews, agreed and offered
  { path: 'recruitment/interviews', ...page(() => import('./calendar/interview-calendar-page.tsx')) },
];

/**
 * Hiring: the recruiters' pipeline (above), and interviews and offers, the candidate's side:
 * /my/interview/:id, and the offer page the e-mailed link opens (/offer/:hash, signed in: only the candidate may see
 * and answer it).
 */
const routes: DomainRoutes = {
  individual: [{ path: 'interview/:id', ...page(() => import('./interview/interview-page.tsx')) }],
  session: [{ path: 'offer/:hash', ...page(() => import('./offer/offer-page.tsx')) }],
  business: pipeline,
  aggregator: pipeline,
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    hiring: typeof import('../../lib/i18n/locales/pt-BR/hiring.json');
  }
}
