import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_TEXT_MAX } from '@trilha/contract';

interface SearchBoxProps {
  /** the field's accessible name */
  label: string;
  placeholder: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  /** the text as typed, trimmed, when the person searches */
  onSearch: (text: string) => void;
}

/** A search landmark: one text field (at most the contract's length) and its button; Enter searches too. */
export function SearchBox({ label, placeholder, submitLabel, value, onChange, onSearch }: SearchBoxProps) {
  return (
    <search>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value.trim());
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={label}
            placeholder={placeholder}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            maxLength={SEARCH_TEXT_MAX}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <Button type="submit">{submitLabel}</Button>
        </Group>
      </form>
    </search>
  );
}
