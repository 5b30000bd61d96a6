import {
  type Actor,
  CONTENT_TYPE_CODES,
  type ContentItem,
  type ContentType,
  can,
  type Interaction,
  type ListItem,
  packageFileUrl,
  type ScormStandard,
  toCompanyUserRole,
  toWorkspaceRole,
} from '@trilha/contract';

interface ViewerColumns {
  authorId: string | null;
  authorName: string;
  viewerRole: string | null;
  viewerUserRole: string | null;
  workspace: ContentItem['workspace'];
  skills: ContentItem['skills'];
  createdAt: Date;
  interaction: Interaction | null;
  favorite: boolean;
}

export interface ContentItemRow extends ViewerColumns {
  id: string;
  type: ContentType;
  title: string;
  description: string | null;
  link: string | null;
  language: ContentItem['language'];
  duration: number | null;
  durationUnit: ContentItem['durationUnit'];
  level: ContentItem['level'];
  coverUrl: string | null;
  private: boolean;
  public: boolean;
  publishToProfile: boolean;
  hits: number;
  verified: boolean;
  score: number | null;
  /** its SCORM package (learning_packages), the launch file's path inside it */
  package: { standard: ScormStandard; title: string; launchPath: string } | null;
}

export interface ListItemRow extends ViewerColumns {
  id: string;
  title: string;
  description: string | null;
  coverUrl: string | null;
  private: boolean;
  hits: number;
  contentsCount: number;
  concluded: number;
}

/** The caller as the permission model sees them in the item's workspace. */
const viewerActor = (viewerId: string, row: Pick<ViewerColumns, 'viewerRole' | 'viewerUserRole'>): Actor => ({
  userId: viewerId,
  role: toWorkspaceRole(row.viewerRole),
  userRole: row.viewerRole ? toCompanyUserRole(row.viewerUserRole) : null,
});

/** Whether the caller may change an item: its author with content.create there, or a manager of its workspace. */
export const mayManage = (viewerId: string, row: Pick<ViewerColumns, 'viewerRole' | 'viewerUserRole' | 'authorId'>): boolean =>
  can(viewerActor(viewerId, row), 'content.create', { kind: 'authored', authorId: row.authorId ?? '' });

const shared = (viewerId: string, row: ViewerColumns) => ({
  workspace: row.workspace,
  author: { id: row.authorId ?? '', name: row.authorName.trim() },
  skills: row.skills,
  createdAt: row.createdAt.toISOString(),
  favorite: row.favorite,
  canManage: mayManage(viewerId, row),
});

export function toContentItem(viewerId: string, row: ContentItemRow): ContentItem {
  return {
    ...shared(viewerId, row),
    id: row.id,
    type: row.type,
    typeCode: CONTENT_TYPE_CODES[row.type] ?? null,
    title: row.title,
    description: row.description,
    link: row.link,
    language: row.language,
    duration: row.duration,
    durationUnit: row.durationUnit,
    level: row.level,
    coverUrl: row.coverUrl,
    private: row.private,
    public: row.public,
    publishToProfile: row.publishToProfile,
    hits: row.hits,
    interaction: row.interaction,
    verified: row.verified,
    score: row.score,
    package: row.package && {
      standard: row.package.standard,
      title: row.package.title,
      launchUrl: packageFileUrl(`/v1/contents/${row.id}/package`, row.package.launchPath),
    },
  };
}

/** Completion: the share of the pathway's contents the caller concluded; all of them makes it concluded. */
export function toListItem(viewerId: string, row: ListItemRow): ListItem {
  const completion = row.contentsCount === 0 ? 0 : Math.round((row.concluded * 100) / row.contentsCount);
  const interaction = completion === 100 ? 'conclusion' : row.interaction === 'conclusion' ? 'in_progress' : row.interaction;
  return {
    ...shared(viewerId, row),
    id: row.id,
    title: row.title,
    description: row.description,
    coverUrl: row.coverUrl,
    private: row.private,
    hits: row.hits,
    contentsCount: row.contentsCount,
    completion,
    interaction,
  };
}
