import type { ServerModule } from '../module.ts';
import { contentsRoutes } from './contents.routes.ts';
import { contentsExportSections } from './export.data.ts';
import { contentsSummarySections } from './summary-sections.ts';

export {
  appendToLists,
  findContentItems,
  findVerification,
  insertContent,
  refreshListStates,
  replaceContentSkills,
  setInteraction,
  toggleContentFavorite,
} from './contents.data.ts';
export { getContentDetails, manageableContent, searchTextOf } from './contents.service.ts';
export { discover } from './discovery.service.ts';
export { recordVerifiedConclusion } from './interactions.service.ts';
export { toContentItem, toListItem } from './items.ts';
export { findListItems, insertList, replaceListSkills, toggleListFavoriteRow } from './lists.data.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const contentsModule: ServerModule = {
  name: 'contents',
  routes: contentsRoutes,
  exportSections: contentsExportSections,
  summarySections: contentsSummarySections,
};
