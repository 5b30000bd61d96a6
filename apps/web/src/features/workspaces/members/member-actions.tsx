import { Button, Group, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { INVITE_ROLES, type InviteRole, inviteRole, type WorkspaceMember } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/toast.ts';
import { useChangeMemberRole } from '../api/change-member-role.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { RoleBadge } from '../shared/role-badge.tsx';

const isInviteRole = (role: string): role is InviteRole => inviteRole.safeParse(role).success;

/** Role select and remove button of one member, each behind a confirmation; the server's refusals show as toasts. */
export function MemberActions({ member, workspaceId }: { member: WorkspaceMember; workspaceId: string }) {
  const { t } = useTranslation(['workspaces', 'common']);
  const fullName = `${member.name} ${member.lastName}`;
  const changeRole = useChangeMemberRole(workspaceId, member.userId);
  const remove = useRemoveMember(workspaceId, member.userId);
  const failed = (error: Error) => toast.error(error.message);

  const confirmRole = (role: InviteRole) =>
    modals.openConfirmModal({
      title: t('members.confirmRole.title'),
      children: <Text size="sm">{t('members.confirmRole.body', { name: fullName, role: t(`roles.${role}`) })}</Text>,
      labels: { confirm: t('members.confirmRole.confirm'), cancel: t('common:actions.cancel') },
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      onConfirm: () =>
        changeRole.mutate(role, { onSuccess: () => toast.success(t('members.roleChanged', { name: fullName })), onError: failed }),
    });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t('members.confirmRemove.title'),
      children: <Text size="sm">{t('members.confirmRemove.body', { name: fullName })}</Text>,
      labels: { confirm: t('members.confirmRemove.confirm'), cancel: t('common:actions.cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('common:actions.close') },
      onConfirm: () =>
        remove.mutate(undefined, { onSuccess: () => toast.success(t('members.removed', { name: fullName })), onError: failed }),
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
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={confirmRemove}
        loading={remove.isPending}
        aria-label={t('members.removeOf', { name: fullName })}
      >
        {t('members.remove')}
      </Button>
    </Group>
  );
}
