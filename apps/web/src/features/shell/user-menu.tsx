import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../auth/session.ts';
import { useSessionUser } from './use-active-workspace.ts';

export function UserMenu() {
  const user = useSessionUser();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const initials = `${user.name[0] ?? ''}${user.lastName[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu', { name: user.name })}>
          <Avatar radius="xl" color="brand" variant="filled">
            {initials}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.lastName}
        </Menu.Label>
        <Menu.Item component={Link} to="/account/profile">
          {t('account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/?choose=1">
          {t('switchWorkspace')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={async () => {
            await signOut().catch(() => undefined);
            navigate('/login');
          }}
        >
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
