import { Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ApplicationDetails } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

type State = 'done' | 'current' | 'next';

/**
 * The steps in order as an ordered list: the current one carries aria-current="step" and each says its
 * state in words, so a screen reader hears where the candidate is; nothing here pretends to be a button.
 */
export function StepsProgress({ details, active }: { details: ApplicationDetails; active: number }) {
  const { t } = useTranslation('applications');
  const labels = [...details.steps.map((step) => t(`steps.${step.kind}`)), t('steps.done')];
  const stateOf = (index: number): State => (index < active ? 'done' : index === active ? 'current' : 'next');
  return (
    <Group
      component="ol"
      aria-label={t('steps.label')}
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none', rowGap: 'var(--mantine-spacing-xs)' }}
    >
      {labels.map((label, index) => {
        const state = stateOf(index);
        return (
          <Group key={label} component="li" gap={8} wrap="nowrap" aria-current={state === 'current' ? 'step' : undefined}>
            <ThemeIcon
              size={30}
              radius="xl"
              variant={state === 'done' ? 'filled' : state === 'current' ? 'outline' : 'light'}
              color={state === 'next' ? 'gray' : undefined}
              aria-hidden="true"
            >
              {state === 'done' ? (
                <IconCheck size={16} />
              ) : (
                <Text size="xs" fw={700} c={state === 'next' ? 'gray.7' : undefined}>
                  {index + 1}
                </Text>
              )}
            </ThemeIcon>
            <Text size="sm" fw={state === 'current' ? 700 : 500}>
              {label}
              <VisuallyHidden>{` (${t(`steps.state.${state}`)})`}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
