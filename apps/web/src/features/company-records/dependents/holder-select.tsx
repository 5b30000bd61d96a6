import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions/use-can.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { holderOptionsQuery } from '../api/list-members.ts';

interface Props {
  value: string | null;
  /** the holder's name as saved, shown before the members load */
  currentName: string | null;
  onChange: (userId: string | null) => void;
  error?: React.ReactNode;
  readOnly?: boolean;
}

/** The member a dependent belongs to: a search over the company's members by name or e-mail. */
export function HolderSelect({ value, currentName, onChange, error, readOnly }: Props) {
  const { t } = useTranslation('company-records');
  const workspace = useActiveWorkspace();
  const mayList = useCan('members.view');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const members = useQuery({ ...holderOptionsQuery(workspace.id, query), enabled: mayList && !readOnly });
  const options = (members.data?.items ?? []).map((member) => ({
    value: member.userId,
    label: `${member.name} ${member.lastName} (${member.email})`.trim(),
  }));
  if (value && currentName && !options.some((option) => option.value === value)) options.unshift({ value, label: currentName });
  return (
    <Select
      label={t('dependents.fields.holder')}
      description={t('dependents.hints.holder')}
      placeholder={t('dependents.holderSearch')}
      searchable
      clearable
      data={options}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      error={error}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
