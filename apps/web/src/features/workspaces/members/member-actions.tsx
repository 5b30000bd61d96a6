import { Button, Group, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { INVITE_ROLES, type InviteRole, type WorkspaceMember, workspacesApi } from '@trilha/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { RoleBadge } from '../shared/role-badge.tsx';

const isInviteRole = (role: string): role is InviteRole => (INVITE_ROLES as readonly string[]).includes(role);

/** Role select and remove button of one member, each behind a confirmation; the server's refusals show as toasts. */
export function MemberActions({ member, workspaceId }: { member: WorkspaceMember; workspaceId: string }) {
  const { t } = useTranslation('workspaces');
  const queryClient = useQueryClient();
  const fullName = `${member.name} ${member.lastName}`;
  const done = (message: string) => {
    toast.success(message);
    return queryClient.invalidateQueries({ queryKey: ['workspace-members', workspaceId] });
  };
  const changeRole = useMutation({
    mutationFn: (role: InviteRole) => api(workspacesApi.changeMemberRole, { params: { id: workspaceId, userId: member.userId }, body: { role } }),
    onSuccess: () => done(t('members.roleChanged', { name: fullName })),
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: () => api(workspacesApi.removeMember, { params: { id: workspaceId, userId: member.userId } }),
    onSuccess: () => done(t('members.removed', { name: fullName })),
    onError: (error) => toast.error(error.message),
  });

  const confirmRole = (role: InviteRole) =>
    modals.openConfirmModal({
      title: t('members.confirmRole.title'),
      children: <Text size="sm">{t('members.confirmRole.body', { name: fullName, role: t(`roles.${role}`) })}</Text>,
      labels: { confirm: t('members.confirmRole.confirm'), cancel: t('common:actions.cancel') },
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      onConfirm: () => changeRole.mutate(role),
    });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('members.confirmRemove.title'),
      children: <Text size="sm">{t('members.confirmRemove.body', { name: fullName })}</Text>,
      labels: { confirm: t('members.confirmRemove.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      onConfirm: () => remove.mutate(),
    });

  return (
    <Group gap="xs" wrap="nowrap">
      {isInviteRole(member.role) ? (
        <Select
          aria-label={t('members.roleOf', { name: fullName })}
          data={INVITE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={member.role}
          onChange={(value) => value && value !== member.role && isInviteRole(value) && confirmRole(value)}
          allowDeselect={false}
          disabled={changeRole.isPending}
          w={190}
          size="xs"
        />
      ) : (
        <RoleBadge role={member.role} />
      )}
      <Button size="xs" variant="subtle" color="red" onClick={confirmRemove} loading={remove.isPending} aria-label={t('members.removeOf', { name: fullName })}>
        {t('members.remove')}
      </Button>
    </Group>
  );
}
