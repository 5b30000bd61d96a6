import type { WorkspaceSummary } from '@trilha/contract';
import { domainOf } from '../../../lib/workspace/workspace-paths.ts';

export interface LearningPaths {
  contentDetails: (id: string) => string;
  contentManage: (id?: string) => string;
  listDetails: (id: string) => string;
  listManage: (id?: string) => string;
  association: (id: string) => string;
  contents: string;
  lists: string;
  discovery: string;
}

/** Where each learning screen lives in a workspace kind (each kind names its paths differently). */
export function learningPaths(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>): LearningPaths {
  if (workspace.type === 'individual') {
    return {
      contentDetails: (id) => `/my/content/details/${id}`,
      contentManage: (id) => `/my/content/manage${id ? `/${id}` : ''}`,
      listDetails: (id) => `/my/list/details/${id}`,
      listManage: (id) => `/my/list/manage${id ? `/${id}` : ''}`,
      association: (id) => `/my/${id}/list-association`,
      contents: '/my/contents',
      lists: '/my/contents/lists',
      discovery: '/my/discovery/search',
    };
  }
  const domain = domainOf(workspace);
  if (workspace.type === 'business') {
    const base = `/c/${domain}`;
    return {
      contentDetails: (id) => `${base}/content/${id}`,
      contentManage: (id) => `${base}/content/manage${id ? `/${id}` : ''}`,
      listDetails: (id) => `${base}/contents/pathways/${id}`,
      listManage: (id) => `${base}/contents/pathways${id ? `/${id}` : ''}/manage`,
      association: (id) => `${base}/${id}/pathway-association`,
      contents: `${base}/contents`,
      lists: `${base}/contents/lists`,
      discovery: `${base}/discovery`,
    };
  }
  const base = `/p/${domain}`;
  return {
    contentDetails: (id) => `${base}/contents/details/${id}`,
    contentManage: (id) => `${base}/contents/manage${id ? `/${id}` : ''}`,
    listDetails: (id) => `${base}/lists/details/${id}`,
    listManage: (id) => `${base}/lists/manage${id ? `/${id}` : ''}`,
    association: (id) => `${base}/contents/details/${id}/pathway-association`,
    contents: `${base}/contents`,
    lists: `${base}/lists`,
    discovery: `${base}/discovery/search`,
  };
}
