import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinkTabs } from '../../../lib/navigation/link-tabs.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

const PAGES = ['customizations', 'management'] as const;

/** Links between the two settings screens. */
export function SettingsNav() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = homeOf(workspace);
  return (
    <LinkTabs
      label={t('settingsNav')}
      size="sm"
      tabs={PAGES.map((page) => ({
        key: page,
        to: `${base}/${page}`,
        label: t(`home.links.${page}`),
        active: pathname.startsWith(`${base}/${page}`),
      }))}
    />
  );
}
