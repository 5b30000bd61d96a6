import { CloseButton, Group, MultiSelect, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { linkableMembersQuery } from '../api/list-members.ts';
import type { PositionFormApi } from './position-form-values.ts';
import { RepeatList } from './repeat-list.tsx';

const MAX_FILES = 5;

/** Files candidates may read (links), and the managers and evaluators who work on the position. */
export function FilesMembersSection({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const files = form.values.files;
  return (
    <SectionCard title={t('recruitment.form.filesAndPeople')}>
      <RepeatList
        label={t('recruitment.form.files')}
        description={t('recruitment.form.filesHint')}
        addLabel={files.length < MAX_FILES ? t('recruitment.form.addFile') : undefined}
        onAdd={() => form.insertListItem('files', { name: '', url: '' })}
        count={files.length}
        empty={t('recruitment.form.noFiles')}
        error={form.errors.files}
      >
        {files.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; removing one re-renders the rest
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t('recruitment.form.fileName')}
              maxLength={200}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`files.${index}.name`)}
            />
            <TextInput
              label={t('recruitment.form.fileUrl')}
              type="url"
              placeholder="https://"
              style={{ flex: 2, minWidth: 0 }}
              {...form.getInputProps(`files.${index}.url`)}
            />
            <CloseButton
              mt={28}
              aria-label={t('recruitment.form.removeFile', { number: index + 1 })}
              onClick={() => form.removeListItem('files', index)}
            />
          </Group>
        ))}
      </RepeatList>
      <MembersField form={form} />
    </SectionCard>
  );
}

function MembersField({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const workspace = useActiveWorkspace();
  const user = useSessionUser();
  const mayList = useCan('members.view');
  const members = useQuery({ ...linkableMembersQuery(workspace.id), enabled: mayList });
  const known = (members.data?.items ?? []).map((member) => ({
    value: member.userId,
    label: `${member.name} ${member.lastName} · ${member.email}`,
  }));
  // a linked person beyond the first hundred still shows as a chip
  const unknown = form.values.linkedUserIds
    .filter((id) => !known.some((option) => option.value === id))
    .map((id) => ({ value: id, label: id === user.userId ? `${user.name} ${user.lastName}` : t('recruitment.form.otherMember') }));
  return (
    <MultiSelect
      label={t('recruitment.form.members')}
      description={t('recruitment.form.membersHint')}
      searchable
      clearable
      maxValues={50}
      data={[...known, ...unknown]}
      disabled={!mayList && form.values.linkedUserIds.length === 0}
      nothingFoundMessage={t('recruitment.form.noMember')}
      comboboxProps={{ withinPortal: true }}
      {...form.getInputProps('linkedUserIds')}
    />
  );
}
