import { Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fillTemplate, messageTemplateBody } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useActiveWorkspace } from '../../../lib/workspace/active-workspace.ts';
import { useCreateMessageTemplate } from '../api/create-message-template.ts';
import { useUpdateMessageTemplate } from '../api/update-message-template.ts';
import { PLACEHOLDER_WORDS } from '../shared/placeholder-words.ts';

/** A template being written: a new one (no id, maybe a copy of a default) or one of the company's own. */
export interface TemplateDraft {
  id?: string;
  name: string;
  subject: string;
  body: string;
}

/** Writes a template, with a preview of the e-mail for a sample candidate of a sample position. */
export function TemplateForm({ draft, onClose }: { draft: TemplateDraft; onClose: () => void }) {
  const { t } = useTranslation('hiring');
  const workspace = useActiveWorkspace();
  const create = useCreateMessageTemplate();
  const update = useUpdateMessageTemplate(draft.id ?? '');
  const save = draft.id ? update : create;
  const form = useForm({
    initialValues: { name: draft.name, subject: draft.subject, body: draft.body },
    validate: zodValidate(messageTemplateBody),
  });
  const sample = { nome: t('templates.previewName'), vaga: 'Analista de Dados Pleno', empresa: workspace.name };
  const submit = form.onSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast.success(t('templates.saved'));
        onClose();
      },
      onError: (error) => form.setErrors(apiFieldErrors(error)),
    }),
  );
  return (
    <Modal
      opened
      onClose={onClose}
      title={draft.id ? t('templates.edit') : t('templates.new')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('recruiter.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('templates.name')} withAsterisk maxLength={120} {...form.getInputProps('name')} />
          <TextInput label={t('templates.subject')} withAsterisk maxLength={200} {...form.getInputProps('subject')} />
          <Textarea
            label={t('templates.body')}
            description={t('templates.placeholders', PLACEHOLDER_WORDS)}
            withAsterisk
            autosize
            minRows={5}
            maxRows={12}
            maxLength={5000}
            {...form.getInputProps('body')}
          />
          <Paper withBorder radius="sm" p="sm" bg="gray.0">
            <Text size="xs" fw={600} c="gray.7">
              {t('templates.preview')}
            </Text>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fillTemplate(form.values.subject, sample)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-template-preview>
              {fillTemplate(form.values.body, sample)}
            </Text>
          </Paper>
          {save.error && !hasFieldErrors(save.error) && <NoticeAlert tone="error">{failureMessage(save.error)}</NoticeAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('templates.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('templates.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
