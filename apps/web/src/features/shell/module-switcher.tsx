import { Button, Menu } from '@mantine/core';
import { can, type WorkspaceSummary } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { domainOf } from '../workspaces/workspace-paths.ts';
import { useSessionUser } from './use-active-workspace.ts';

/** Spec section 2: Training and Development, Recruitment and Selection, Admin Center. */
export function ModuleSwitcher({ workspace }: { workspace: WorkspaceSummary }) {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const { pathname } = useLocation();
  const base = `/c/${domainOf(workspace)}`;
  const isMember = user.companies.some((w) => w.id === workspace.id);
  const actor = { role: isMember ? workspace.role : null, userRole: workspace.userRole, isSupport: user.isSupport, supportAllowed: workspace.allowSupport };
  const inAdmin = pathname.startsWith(`${base}/admin-center`);
  const modules = [
    ...(isMember ? [{ key: 'training', to: base }] : []),
    ...(can(actor, 'admin.access') ? [{ key: 'adminCenter', to: `${base}/admin-center` }] : []),
  ];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="gray" size="compact-sm" aria-label={t('modules.label')} style={{ color: 'inherit' }}>
          {t(inAdmin ? 'modules.adminCenter' : 'modules.training')} ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {modules.map((module) => (
          <Menu.Item key={module.key} component={Link} to={module.to}>
            {t(`modules.${module.key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
