import { ActionIcon, Button, Group, Menu, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { STEP_KINDS } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { newStep, type PositionFormApi } from './position-form-values.ts';
import { StepFields } from './step-fields.tsx';

/** The application steps in the order candidates go through them; each kind at most once. */
export function StepsEditor({ form }: { form: PositionFormApi }) {
  const { t } = useTranslation('positions');
  const steps = form.values.steps;
  const unused = STEP_KINDS.filter((kind) => !steps.some((step) => step.kind === kind));
  const total = steps.reduce((sum, step) => sum + (step.minutes === '' ? 0 : step.minutes), 0);
  return (
    <SectionCard title={t('recruitment.form.steps')} description={t('recruitment.form.stepsHint')}>
      {steps.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('recruitment.form.noSteps')}
        </Text>
      ) : (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('details.stepsCost', { count: steps.length, minutes: total })}
        </Text>
      )}
      {steps.map((step, index) => (
        <Paper key={step.kind} withBorder radius="md" p="md" component="section" aria-label={t(`steps.${step.kind}`)}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Title order={3} size="h5">
                {t('recruitment.form.stepTitle', { number: index + 1, kind: t(`steps.${step.kind}`) })}
              </Title>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  aria-label={t('recruitment.form.stepUp', { kind: t(`steps.${step.kind}`) })}
                  onClick={() => form.reorderListItem('steps', { from: index, to: index - 1 })}
                >
                  <IconArrowUp size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === steps.length - 1}
                  aria-label={t('recruitment.form.stepDown', { kind: t(`steps.${step.kind}`) })}
                  onClick={() => form.reorderListItem('steps', { from: index, to: index + 1 })}
                >
                  <IconArrowDown size={16} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  aria-label={t('recruitment.form.stepRemove', { kind: t(`steps.${step.kind}`) })}
                  onClick={() => form.removeListItem('steps', index)}
                >
                  <IconTrash size={16} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('recruitment.form.stepMinutes')}
                required
                min={1}
                max={180}
                allowDecimal={false}
                {...form.getInputProps(`steps.${index}.minutes`)}
              />
            </SimpleGrid>
            <StepFields form={form} index={index} kind={step.kind} />
            <Textarea
              label={t('recruitment.form.accommodation')}
              description={t('recruitment.form.accommodationHint')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps(`steps.${index}.accommodation`)}
            />
          </Stack>
        </Paper>
      ))}
      {form.errors.steps && (
        <Text size="xs" c="red.9" role="alert">
          {form.errors.steps}
        </Text>
      )}
      {unused.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden="true" />} style={{ alignSelf: 'flex-start' }}>
              {t('recruitment.form.addStep')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {unused.map((kind) => (
              <Menu.Item key={kind} onClick={() => form.insertListItem('steps', newStep(kind))}>
                {t(`steps.${kind}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </SectionCard>
  );
}
