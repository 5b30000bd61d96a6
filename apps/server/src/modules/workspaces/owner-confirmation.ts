import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceRow } from './workspaces.data.ts';

export { markOwnedCompaniesConfirmed, ownsUnconfirmedCompany } from './owner-confirmation.data.ts';

/**
 * Refuses what reaches people outside a company (a position open to the public, an e-mail to a candidate or to an
 * invitee) while the owner who opened it at sign-up has not confirmed their e-mail address: without it, one request
 * with any address made a recruiter who could write to strangers from the platform's domain.
 */
export function assertMayReachOut(workspace: Pick<WorkspaceRow, 'ownerEmailConfirmed'>): void {
  if (!workspace.ownerEmailConfirmed) throw new AppError('company.email_unconfirmed');
}
