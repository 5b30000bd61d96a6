import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LANGUAGES, resolveLanguage, type WorkspaceSummary } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useSetWorkspaceLanguages } from '../api/set-workspace-languages.ts';

/** Guided language setup: which content languages the workspace offers (at least one). */
export function LanguagesCard({ workspace }: { workspace: WorkspaceSummary }) {
  const { t, i18n } = useTranslation(['workspaces', 'common']);
  const [languages, setLanguages] = useState<string[]>(workspace.languages.length ? workspace.languages : [workspace.language]);
  const [error, setError] = useState<string | null>(null);
  const save = useSetWorkspaceLanguages(workspace.id);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="languages-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (languages.length === 0) return setError(fieldMessage('required', resolveLanguage(i18n.language)));
          save.mutate(languages, {
            onSuccess: () => toast.success(t('management.languages.saved')),
            onError: (e) => toast.error(e.message),
          });
        }}
      >
        <Stack>
          <Stack gap={2}>
            <Title order={2} size="h4" id="languages-title">
              {t('management.languages.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('management.languages.hint')}
            </Text>
          </Stack>
          <Checkbox.Group
            label={t('management.languages.label')}
            value={languages}
            onChange={(value) => {
              setLanguages(value);
              setError(null);
            }}
            error={error}
          >
            <Group mt="xs">
              {LANGUAGES.map((language) => (
                <Checkbox key={language} value={language} label={t(`common:languages.${language}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('management.languages.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
