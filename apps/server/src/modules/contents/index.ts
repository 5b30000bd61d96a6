export {
  appendToLists,
  findContentItems,
  insertContent,
  refreshListStates,
  replaceContentSkills,
  setInteraction,
  toggleContentFavorite,
} from './contents.data.ts';
export { contentsRoutes } from './contents.routes.ts';
export { searchTextOf } from './contents.service.ts';
export { discover } from './discovery.service.ts';
export { contentsExportSections } from './export.data.ts';
export { toContentItem, toListItem } from './items.ts';
export { findListItems, insertList, replaceListSkills, toggleListFavoriteRow } from './lists.data.ts';
export { contentsSummarySections } from './summary-sections.ts';
