import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSwitchHorizontal, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../session/use-session-user.ts';
import { initialsOf } from '../ui/initials.ts';
import { useSignOut } from './use-sign-out.ts';

export function UserMenu() {
  const user = useSessionUser();
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('userMenu', { name: user.name })} style={{ flex: 'none' }}>
          <Avatar src={user.avatarUrl} alt="" radius="xl" color="brand" variant="filled">
            {initialsOf(user.name, user.lastName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {user.name} {user.lastName}
        </Menu.Label>
        <Menu.Item component={Link} to="/account/profile" leftSection={<IconUser size={16} aria-hidden="true" />}>
          {t('account')}
        </Menu.Item>
        <Menu.Item component={Link} to="/?choose=1" leftSection={<IconSwitchHorizontal size={16} aria-hidden="true" />}>
          {t('switchWorkspace')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut} leftSection={<IconLogout size={16} aria-hidden="true" />}>
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
