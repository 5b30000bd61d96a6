// What the contents (learning) domain offers the other features (the only file of it they may import).

/** A workspace's contents and pathways, six per page, and the skills they teach (a workspace's home and public page). */
export { contentKeys, PAGE_SIZE } from './api/keys.ts';
export { workspaceContentsQuery } from './api/list-workspace-contents.ts';
export { workspaceListsQuery } from './api/list-workspace-lists.ts';
export { workspaceSkillsQuery } from './api/list-workspace-skills.ts';
/** A content's and a pathway's card, with the favourite heart. */
export { ContentItemCard, ListItemCard } from './shared/item-cards.tsx';
/** Where each learning screen lives in a workspace kind. */
export { learningPaths } from './shared/paths.ts';
