import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './field-rules.ts';

/** What the person chose to answer; a reason is never required (removing must not depend on a survey: LGPD). */
export interface RemovalAnswers {
  reason?: string;
  comment?: string;
}

/** Survey comments are limited like any free text. */
const COMMENT_MAX = 2000;

interface Props {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  /** the answers, or null when the user answered nothing (or skipped an optional survey) */
  onSubmit: (answers: RemovalAnswers | null) => void;
  /** the survey's own words, already translated */
  texts: { title: string; body?: string; question: string; comment: string; submit: string; dismiss: string; close: string };
  reasons: { value: string; label: string }[];
  /** its dismiss button removes without answers (a skip) instead of cancelling the removal */
  optional?: boolean;
}

/** The survey asked right before something is removed (an account, a workspace): an optional reason and comment. */
export function RemovalSurveyModal({ opened, busy, onClose, onSubmit, texts, reasons, optional = false }: Props) {
  const { i18n } = useTranslation();
  const form = useForm({
    initialValues: { reason: '', comment: '' },
    validate: {
      comment: (value) => (value.length > COMMENT_MAX ? fieldMessage('text.too_long', resolveLanguage(i18n.language)) : null),
    },
  });
  const submit = form.onSubmit(({ reason, comment }) => {
    const answers = { ...(reason ? { reason } : {}), ...(comment.trim() ? { comment: comment.trim() } : {}) };
    onSubmit(Object.keys(answers).length ? answers : null);
  });
  return (
    <Modal opened={opened} onClose={onClose} title={texts.title} centered closeButtonProps={{ 'aria-label': texts.close }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {texts.body && <Text size="sm">{texts.body}</Text>}
          <Radio.Group label={texts.question} {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {reasons.map((reason) => (
                <Radio key={reason.value} value={reason.value} label={reason.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={texts.comment} autosize minRows={2} maxRows={6} {...form.getInputProps('comment')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (optional ? onSubmit(null) : onClose())} disabled={busy}>
              {texts.dismiss}
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {texts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
