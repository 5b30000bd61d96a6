import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type CreatedWebhook, WEBHOOK_EVENTS, type WebhookEvent, webhookBody } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateWebhook } from '../api/webhooks.ts';
import { DialogButton, SecretDialog } from './shown-once.tsx';

type EventWords<S extends string> = S extends `${infer Area}.${infer Right}` ? `${Area}_${Right}` : never;
/** An event's words: i18next reads a dot as a key path, so application.created is application_created there. */
export const eventWordsKey = (event: WebhookEvent) => event.replace('.', '_') as EventWords<WebhookEvent>;

/** The "new webhook" button and its dialog: the receiver's address and the events, then the signing secret, once. */
export function NewWebhookButton() {
  const { t } = useTranslation('integrations');
  return (
    <DialogButton label={t('webhooks.new')} variant="light">
      {(close) => <NewWebhookDialog onClose={close} />}
    </DialogButton>
  );
}

function NewWebhookDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['integrations', 'common']);
  const workspace = useActiveWorkspace();
  const create = useCreateWebhook(workspace.id);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const form = useForm<{ url: string; events: WebhookEvent[] }>({
    initialValues: { url: '', events: [] },
    validate: zodValidate(webhookBody),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (webhook) => setCreated(webhook),
      onError: (error) => {
        form.setErrors(apiFieldErrors(error));
        if (!hasFieldErrors(error)) toast.error(failureMessage(error));
      },
    }),
  );
  return (
    <SecretDialog
      title={t('webhooks.new')}
      shownTitle={t('webhooks.created')}
      secret={created && { label: t('webhooks.secret'), value: created.secret }}
      onClose={onClose}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('webhooks.url')}
            description={t('webhooks.urlHint')}
            placeholder="https://rh.example.com/trilha"
            required
            data-autofocus
            {...form.getInputProps('url')}
          />
          <Checkbox.Group label={t('webhooks.events')} required {...form.getInputProps('events')}>
            <Stack gap={6} mt={6}>
              {WEBHOOK_EVENTS.map((event) => (
                <Checkbox key={event} value={event} label={t(`webhooks.eventNames.${eventWordsKey(event)}`)} description={event} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('webhooks.submit')}
          </Button>
        </Stack>
      </form>
    </SecretDialog>
  );
}
