import { Autocomplete, type AutocompleteProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { namesQuery } from '../../../lib/lookups/lookup-queries.ts';

type Props = Omit<AutocompleteProps, 'data'> & { kind: 'companies' | 'jobtitles' | 'schools' | 'courses'; value: string };

/** A free-text field that suggests names from a lookup (companies, job titles, institutions). */
export function NameAutocomplete({ kind, value, ...props }: Props) {
  const [text] = useDebouncedValue(value, 250);
  const names = useQuery(namesQuery(kind, text));
  return <Autocomplete {...props} value={value} data={[...new Set(names.data ?? [])]} />;
}
