import { Button, Radio, Select, Stack, Text } from '@mantine/core';
import {
  type CompanyUserDetails,
  INVITE_ROLES,
  type InviteRole,
  inviteRole,
  RECRUITMENT_ROLES,
  type RecruitmentRole,
} from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useChangeCompanyUserType } from '../api/change-company-user-type.ts';
import { useReactivateCompanyUser } from '../api/reactivate-company-user.ts';
import { useRemoveCompanyUser } from '../api/remove-company-user.ts';

const isInviteRole = (value: string): value is InviteRole => inviteRole.safeParse(value).success;
/** the recruitment select's value for "none" (a Select value is text) */
const NONE = 'none';
const toRecruitmentRole = (value: string): RecruitmentRole | null => RECRUITMENT_ROLES.find((role) => role === value) ?? null;

/** What an admin may do to a user: change the type (signs them out), remove (confirmed) or reactivate. */
export function UserActions({ user, workspaceId }: { user: CompanyUserDetails; workspaceId: string }) {
  const { t } = useTranslation('company-users');
  const name = `${user.name} ${user.lastName}`;
  const changeType = useChangeCompanyUserType(workspaceId, user.userId);
  const remove = useRemoveCompanyUser(workspaceId, user.userId);
  const reactivate = useReactivateCompanyUser(workspaceId, user.userId);
  const [type, setType] = useState<string>(user.type);
  const [recruitment, setRecruitment] = useState<string>(user.recruitmentRole ?? NONE);
  const [asking, setAsking] = useState<'type' | 'remove' | null>(null);
  const close = () => setAsking(null);
  const failed = (error: Error) => toast.error(failureMessage(error));

  if (user.status === 'removed') {
    return (
      <SectionCard title={t('user.reactivation.title')} description={t('user.reactivation.description', { type: t(`types.${user.type}`) })}>
        <Button
          style={{ alignSelf: 'flex-start' }}
          loading={reactivate.isPending}
          onClick={() => reactivate.mutate(undefined, { onSuccess: () => toast.success(t('user.reactivated', { name })), onError: failed })}
        >
          {t('user.reactivation.submit')}
        </Button>
      </SectionCard>
    );
  }
  if (!isInviteRole(user.type)) return <Text c="gray.7">{t('user.ownerNote')}</Text>;

  const chosen = isInviteRole(type) ? type : null;
  const chosenRecruitment = toRecruitmentRole(recruitment);
  const changed = chosen !== null && (chosen !== user.type || chosenRecruitment !== user.recruitmentRole);
  return (
    <>
      <SectionCard title={t('user.changeType.title')} description={t('user.changeType.description')}>
        <Radio.Group label={t('user.type')} value={type} onChange={setType}>
          <Stack gap="sm" mt="xs">
            {INVITE_ROLES.map((role) => (
              <Radio key={role} value={role} label={t(`types.${role}`)} description={t(`typeDescriptions.${role}`)} />
            ))}
          </Stack>
        </Radio.Group>
        <Select
          label={t('user.recruitmentRole')}
          data={[NONE, ...RECRUITMENT_ROLES].map((value) => ({
            value,
            label: value === NONE ? t('user.noRecruitmentRole') : t(`recruitmentRoles.${value as RecruitmentRole}`),
          }))}
          value={recruitment}
          onChange={(value) => value && setRecruitment(value)}
          allowDeselect={false}
          maw={320}
        />
        <Button style={{ alignSelf: 'flex-start' }} disabled={!changed} loading={changeType.isPending} onClick={() => setAsking('type')}>
          {t('user.changeType.submit')}
        </Button>
      </SectionCard>
      <SectionCard title={t('user.removal.title')} description={t('user.removal.description')} danger>
        <Button
          color="red.9"
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
          loading={remove.isPending}
          onClick={() => setAsking('remove')}
        >
          {t('user.removal.submit')}
        </Button>
      </SectionCard>
      <ConfirmDialog
        opened={asking === 'type'}
        title={t('user.confirmType.title')}
        confirmLabel={t('user.confirmType.confirm')}
        onConfirm={() =>
          chosen &&
          changeType.mutate(
            { type: chosen, recruitmentRole: chosenRecruitment },
            { onSuccess: () => toast.success(t('user.typeChanged', { name })), onError: failed },
          )
        }
        onClose={close}
      >
        <Text size="sm">
          {t('user.confirmType.body', {
            name,
            type: chosen ? t(`types.${chosen}`) : '',
            recruitment: chosenRecruitment ? t(`recruitmentRoles.${chosenRecruitment}`) : t('user.noRecruitmentRole'),
          })}
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'remove'}
        title={t('user.confirmRemove.title')}
        confirmLabel={t('user.confirmRemove.confirm')}
        confirmColor="red.9"
        onConfirm={() => remove.mutate(undefined, { onSuccess: () => toast.success(t('user.removed', { name })), onError: failed })}
        onClose={close}
      >
        <Text size="sm">{t('user.confirmRemove.body', { name })}</Text>
      </ConfirmDialog>
    </>
  );
}
