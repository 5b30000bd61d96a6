import { Button, Group, Select, Text } from '@mantine/core';
import { INVITE_ROLES, type InviteRole, inviteRole, type WorkspaceMember } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
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

  // the question open now: a new role for the member, or the removal
  const [asking, setAsking] = useState<{ role: InviteRole } | 'remove' | null>(null);
  const close = () => setAsking(null);
  const confirmRole = (role: InviteRole) =>
    changeRole.mutate(role, { onSuccess: () => toast.success(t('members.roleChanged', { name: fullName })), onError: failed });
  const confirmRemove = () =>
    remove.mutate(undefined, { onSuccess: () => toast.success(t('members.removed', { name: fullName })), onError: failed });

  return (
    <Group gap="xs" wrap="nowrap">
      {isInviteRole(member.role) ? (
        <Select
          aria-label={t('members.roleOf', { name: fullName })}
          data={INVITE_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          value={member.role}
          onChange={(value) => value && value !== member.role && isInviteRole(value) && setAsking({ role: value })}
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
        onClick={() => setAsking('remove')}
        loading={remove.isPending}
        aria-label={t('members.removeOf', { name: fullName })}
      >
        {t('members.remove')}
      </Button>
      <ConfirmDialog
        opened={asking !== null && asking !== 'remove'}
        title={t('members.confirmRole.title')}
        confirmLabel={t('members.confirmRole.confirm')}
        onConfirm={() => asking !== null && asking !== 'remove' && confirmRole(asking.role)}
        onClose={close}
      >
        {asking !== null && asking !== 'remove' && (
          <Text size="sm">{t('members.confirmRole.body', { name: fullName, role: t(`roles.${asking.role}`) })}</Text>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'remove'}
        title={t('members.confirmRemove.title')}
        confirmLabel={t('members.confirmRemove.confirm')}
        confirmColor="red.9"
        onConfirm={confirmRemove}
        onClose={close}
      >
        <Text size="sm">{t('members.confirmRemove.body', { name: fullName })}</Text>
      </ConfirmDialog>
    </Group>
  );
}
