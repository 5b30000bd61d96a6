import { CloseButton, Group, Pill, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SkillPicker } from '../../skills/public.ts';

export interface SkillRef {
  id: string;
  title: string;
}

/** The skills of a content or pathway: picked from the catalogue, shown as removable pills. */
export function SkillChips({ value, onChange, max = 20 }: { value: SkillRef[]; onChange: (skills: SkillRef[]) => void; max?: number }) {
  const { t } = useTranslation('contents');
  return (
    <Stack gap={6}>
      {value.length < max && <SkillPicker onPick={(skill) => !value.some((s) => s.id === skill.id) && onChange([...value, skill])} />}
      {value.length > 0 && (
        <Group gap={6} role="list" aria-label={t('form.skills')}>
          {value.map((skill) => (
            <Pill key={skill.id} size="md" role="listitem">
              <Group gap={4} wrap="nowrap">
                {skill.title}
                <CloseButton
                  size="xs"
                  aria-label={`${t('form.removeSkill', { title: skill.title })}`}
                  onClick={() => onChange(value.filter((s) => s.id !== skill.id))}
                />
              </Group>
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
