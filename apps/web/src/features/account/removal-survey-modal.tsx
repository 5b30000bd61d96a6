import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { fieldMessage, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';

export const REMOVAL_REASONS = ['not_using', 'no_opportunities', 'privacy', 'other_account', 'other'] as const;
export type RemovalAnswers = { reason: string; comment: string };

type Props = { opened: boolean; busy: boolean; onClose: () => void; onConfirm: (answers: RemovalAnswers) => void };

/** The removal survey asked right before the account is removed (spec: account settings, removal survey). */
export function RemovalSurveyModal({ opened, busy, onClose, onConfirm }: Props) {
  const { t, i18n } = useTranslation('account');
  const form = useForm<RemovalAnswers>({
    initialValues: { reason: '', comment: '' },
    validate: {
      reason: (value) => (value ? null : fieldMessage('required', resolveLanguage(i18n.language))),
      comment: (value) => (value.length > 2000 ? fieldMessage('text.too_long', resolveLanguage(i18n.language)) : null),
    },
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('survey.title')} centered closeButtonProps={{ 'aria-label': t('survey.cancel') }}>
      <form onSubmit={form.onSubmit(onConfirm)} noValidate>
        <Stack>
          <Radio.Group label={t('survey.question')} required {...form.getInputProps('reason')}>
            <Stack gap="xs" mt="xs">
              {REMOVAL_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`survey.reasons.${reason}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={t('survey.comment')} autosize minRows={2} maxRows={6} {...form.getInputProps('comment')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('survey.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={busy}>
              {t('survey.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
