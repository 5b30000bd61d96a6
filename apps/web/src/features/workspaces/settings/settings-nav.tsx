import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';
import { homeOf } from '../workspace-paths.ts';

const PAGES = ['customizations', 'management'] as const;

/** Links between the two settings screens. */
export function SettingsNav() {
  const { t } = useTranslation('workspaces');
  const workspace = useActiveWorkspace();
  const { pathname } = useLocation();
  const base = homeOf(workspace);
  return (
    <Group gap="xs" component="nav" aria-label={t('settingsNav')}>
      {PAGES.map((page) => {
        const active = pathname.startsWith(`${base}/${page}`);
        return (
          <Button key={page} component={Link} to={`${base}/${page}`} size="sm" variant={active ? 'filled' : 'subtle'} aria-current={active ? 'page' : undefined}>
            {t(`home.links.${page}`)}
          </Button>
        );
      })}
    </Group>
  );
}
