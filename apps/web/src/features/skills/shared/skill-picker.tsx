import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { skillKey, skillTitle } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useCreateSkill } from '../api/create-skill.ts';
import { searchSkillsQuery } from '../api/search-skills.ts';
import { mergeRecent, type PickedSkill, recentSkillsStorage } from './recent-skills.ts';

const CREATE = '__create__';

/** Searches the catalogue as the user types (debounced) and adds the chosen skill; a title not found can be created. */
export function SkillPicker({ onPick }: { onPick: (skill: { id: string; title: string }) => void }) {
  const { t } = useTranslation('skills');
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const results = useQuery(searchSkillsQuery(query));
  const create = useCreateSkill();
  const items = query ? (results.data?.items ?? []) : [];
  const canCreate =
    query.length > 0 && skillTitle.safeParse(query).success && !items.some((item) => skillKey(item.title) === skillKey(query));
  // with nothing typed, the skills this browser used last are offered (the last five)
  const [recent, setRecent] = useState(recentSkillsStorage.get);
  const data = query
    ? [
        ...items.map((item) => ({ value: item.id, label: item.title })),
        ...(canCreate ? [{ value: CREATE, label: t('search.create', { title: query }) }] : []),
      ]
    : recent.length > 0
      ? [{ group: t('search.recent'), items: recent.map((item) => ({ value: item.id, label: item.title })) }]
      : [];

  const use = (skill: PickedSkill) => {
    const next = mergeRecent(recent, [skill]);
    setRecent(next);
    recentSkillsStorage.set(next);
    onPick(skill);
  };

  const pick = (value: string) => {
    setSearch('');
    if (value !== CREATE) {
      const item = items.find((candidate) => candidate.id === value) ?? recent.find((candidate) => candidate.id === value);
      if (item) use({ id: item.id, title: item.title });
      return;
    }
    create.mutate(query, {
      onSuccess: (skill) => {
        toast.success(t('search.created', { title: skill.title }));
        use({ id: skill.id, title: skill.title });
      },
      onError: (error) => toast.error(failureMessage(error)),
    });
  };

  return (
    <Select
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      searchable
      value={null}
      allowDeselect={false}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      onOptionSubmit={pick}
      filter={({ options }) => options}
      nothingFoundMessage={query && !results.isFetching ? t('search.nothingFound') : undefined}
      rightSection={results.isFetching || create.isPending ? <Loader size="xs" /> : <IconSearch size={16} aria-hidden />}
      error={results.isError ? failureMessage(results.error) : undefined}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      data-testid="skill-search"
    />
  );
}
