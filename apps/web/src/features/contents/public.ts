// What the contents (learning) domain offers the other features (the only file of it they may import).

/** A workspace's contents and pathways, six per page, and the skills they teach (a workspace's home and public page). */
export { PAGE_SIZE, workspaceContentsQuery, workspaceListsQuery, workspaceSkillsQuery } from './api/workspace-learning.ts';
/** A content's and a pathway's card, with the favourite heart. */
export { ContentItemCard, ListItemCard } from './shared/item-cards.tsx';
/** Where each learning screen lives in a workspace kind. */
export { learningPaths } from './shared/paths.ts';
