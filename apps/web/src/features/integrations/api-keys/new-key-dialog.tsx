import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { API_KEY_SCOPES, type ApiKeyScope, apiKeyBody, type CreatedApiKey } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateApiKey } from '../api/api-keys.ts';
import { DialogButton, SecretDialog } from './shown-once.tsx';

/** A scope's words: i18next reads a colon as a namespace, so positions:read is positions_read there. */
type ScopeWords<S extends string> = S extends `${infer Area}:${infer Right}` ? `${Area}_${Right}` : never;
export const scopeWordsKey = (scope: ApiKeyScope) => scope.replace(':', '_') as ScopeWords<ApiKeyScope>;

/** The "new key" button and its dialog: a name and the scopes, then the key itself, shown this once to be copied. */
export function NewKeyButton() {
  const { t } = useTranslation('integrations');
  return <DialogButton label={t('apiKeys.new')}>{(close) => <NewKeyDialog onClose={close} />}</DialogButton>;
}

function NewKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  const workspace = useActiveWorkspace();
  const create = useCreateApiKey(workspace.id);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useForm<{ name: string; scopes: ApiKeyScope[] }>({
    initialValues: { name: '', scopes: [] },
    validate: zodValidate(apiKeyBody),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (key) => setCreated(key),
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        if (!hasFieldErrors(error)) toast.error(failureMessage(error));
      },
    }),
  );
  return (
    <SecretDialog
      title={t('apiKeys.form.title')}
      shownTitle={t('apiKeys.created.title')}
      secret={created && { label: t('apiKeys.created.key', { name: created.name }), value: created.key }}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('apiKeys.form.name')}
            description={t('apiKeys.form.nameHint')}
            required
            data-autofocus
            {...form.getInputProps('name')}
          />
          <Checkbox.Group label={t('apiKeys.form.scopes')} required {...form.getInputProps('scopes')}>
            <Stack gap={6} mt={6}>
              {API_KEY_SCOPES.map((scope) => (
                <Checkbox key={scope} value={scope} label={t(`apiKeys.scopes.${scopeWordsKey(scope)}`)} description={scope} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('apiKeys.form.submit')}
          </Button>
        </Stack>
      </form>
    </SecretDialog>
  );
}
