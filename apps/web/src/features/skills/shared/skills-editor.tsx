import { ActionIcon, Button, Chip, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { MAX_MAIN_SKILLS, SKILL_LEVELS, type SkillLevel, saveUserSkillsBody, type UserSkillItem } from '@trilha/contract';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { useLeaveGuard } from '../../../lib/forms/leave-guard.tsx';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { EmptyState } from '../../../lib/ui/empty-state.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useSaveUserSkills } from '../api/save-user-skills.ts';
import {
  addSkill,
  type DraftSkill,
  draftOf,
  mainCount,
  removeSkill,
  saveBodyOf,
  setLevel,
  toggleMain,
  visibleSkills,
} from './skill-draft.ts';
import { SkillPicker } from './skill-picker.tsx';

const NO_LEVEL = 'none';
const LEVEL_OPTIONS = [NO_LEVEL, ...SKILL_LEVELS] as const;

interface Props {
  initial: UserSkillItem[];
  /** the submit button's words ("Salvar" on the account screen, "Continuar" in the first-access wizard) */
  submitLabel?: string;
  /** saving an unchanged list is allowed (the wizard moves on with it) */
  allowUnchanged?: boolean;
  onSaved?: (saved: UserSkillItem[]) => void;
  /** ask before leaving with unsaved changes (off where saving is how the screen moves on) */
  guardLeave?: boolean;
  /** a way back shown beside the submit button (the wizard's previous step) */
  back?: ReactNode;
}

/**
 * The user's skills with their levels and up to three main ones, saved with POST /v1/skills/user: the account's
 * skills screen and the first-access wizard's skills step.
 */
export function SkillsEditor({ initial, submitLabel, allowUnchanged = false, onSaved, guardLeave = true, back }: Props) {
  const { t } = useTranslation('skills');
  const form = useForm<{ skills: DraftSkill[] }>({
    initialValues: { skills: draftOf(initial) },
    validate: zodValidate(saveUserSkillsBody),
  });
  const save = useSaveUserSkills();
  const leaveGuard = useLeaveGuard(guardLeave && form.isDirty());
  const pickerRef = useRef<HTMLDivElement>(null);
  const list = form.values.skills;
  const shown = visibleSkills(list);
  const update = (next: DraftSkill[]) => form.setFieldValue('skills', next);

  const onToggleMain = (skillId: string) => {
    const next = toggleMain(list, skillId);
    if (next) update(next);
    else toast.error(t('mainLimit'));
  };
  const submit = form.onSubmit(
    (values) =>
      save.mutate(saveBodyOf(values.skills), {
        onSuccess: (saved) => {
          const fresh = { skills: draftOf(saved.items) };
          form.setInitialValues(fresh);
          form.setValues(fresh);
          // where saving moves the screen on (the wizard), the next screen is the feedback: no toast over its buttons
          if (onSaved) onSaved(saved.items);
          else toast.success(t('saved'));
        },
        onError: (error) => toast.error(failureMessage(error)),
      }),
    (errors) => toast.error(Object.values(errors)[0]?.toString() ?? t('saveFailed')),
  );
  const focusSearch = () => pickerRef.current?.querySelector('input')?.focus();

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <div ref={pickerRef}>
          <SkillPicker onPick={(skill) => update(addSkill(list, skill))} />
        </div>
        {shown.length === 0 ? (
          <Paper withBorder radius="md">
            <EmptyState
              compact
              illustration="search"
              title={t('empty.title')}
              description={t('empty.description')}
              action={
                <Button variant="light" onClick={focusSearch}>
                  {t('empty.action')}
                </Button>
              }
            />
          </Paper>
        ) : (
          <Stack gap="xs">
            <Text size="sm" c="gray.7">
              {t('list.mainHint', { max: MAX_MAIN_SKILLS })} {t('list.mainCount', { count: mainCount(list), max: MAX_MAIN_SKILLS })}
            </Text>
            <Stack gap="xs" component="ul" aria-label={t('list.label')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((skill) => (
                <Paper key={skill.skillId} component="li" withBorder radius="md" p="sm" data-testid="user-skill">
                  <Stack gap="xs">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {skill.title}
                      </Text>
                      <Group gap="xs" wrap="nowrap">
                        <Switch
                          label={t('list.main')}
                          checked={skill.main}
                          onChange={() => onToggleMain(skill.skillId)}
                          aria-label={t('list.markMain', { title: skill.title })}
                        />
                        <Tooltip label={t('list.remove', { title: skill.title })}>
                          <ActionIcon
                            variant="subtle"
                            color="red.9"
                            onClick={() => update(removeSkill(list, skill.skillId))}
                            aria-label={t('list.remove', { title: skill.title })}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Group>
                    <Chip.Group
                      multiple={false}
                      value={skill.level ?? NO_LEVEL}
                      onChange={(value) => update(setLevel(list, skill.skillId, value === NO_LEVEL ? null : (value as SkillLevel)))}
                    >
                      {/* chips wrap at any width (390 px included); one radio group per skill */}
                      <Group gap={6} role="radiogroup" aria-label={t('list.level', { title: skill.title })}>
                        {LEVEL_OPTIONS.map((level) => (
                          <Chip key={level} value={level} size="xs" name={`level-${skill.skillId}`}>
                            {t(`levels.${level}`)}
                          </Chip>
                        ))}
                      </Group>
                    </Chip.Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          </Stack>
        )}
        <Group justify={back ? 'space-between' : 'flex-end'}>
          {back}
          <Button type="submit" loading={save.isPending} disabled={!allowUnchanged && !form.isDirty()}>
            {submitLabel ?? t('save')}
          </Button>
        </Group>
      </Stack>
      {leaveGuard}
    </form>
  );
}
