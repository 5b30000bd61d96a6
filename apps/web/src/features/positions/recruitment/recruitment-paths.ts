import type { WorkspaceSummary } from '@trilha/contract';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

type Place = Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>;

/** The recruitment module's paths in a company (/c/…/recruitment) or in a portal that publishes its own positions (/p/…). */
export function recruitmentPaths(workspace: Place) {
  const base = `${homeOf(workspace)}/recruitment`;
  return {
    list: base,
    tab: (status: string, page = 1) => `${base}?status=${status}${page > 1 ? `&page=${page}` : ''}`,
    create: `${base}/positions/new`,
    edit: (id: string) => `${base}/positions/${id}`,
    /** the position's pipeline: its candidates by stage (one stage per tab on a phone) */
    candidates: (id: string, stage?: string) => `${base}/positions/${id}/candidates${stage ? `?stage=${stage}` : ''}`,
    /** one candidate's application as the recruiters read it */
    application: (id: string) => `${base}/applications/${id}`,
    /** the candidate bank: everyone who applied to the company's positions */
    bank: `${base}/candidates`,
    /** the week's interviews, agreed and offered */
    interviews: `${base}/interviews`,
    /** the position's page as candidates read it */
    published: (id: string) => `${homeOf(workspace)}/discovery/position/${id}`,
  };
}
