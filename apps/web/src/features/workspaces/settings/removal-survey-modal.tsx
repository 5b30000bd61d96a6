import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const REMOVAL_REASONS = ['not_using', 'moved_platform', 'missing_features', 'too_complex', 'other'] as const;
export interface RemovalAnswers {
  reason: string;
  comment: string;
}

/** The workspace removal survey, asked after the name is confirmed and before the deletion goes out. */
export function RemovalSurveyModal({ opened, busy, onClose, onSubmit }: { opened: boolean; busy: boolean; onClose: () => void; onSubmit: (answers: RemovalAnswers | null) => void }) {
  const { t } = useTranslation('workspaces');
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={t('management.survey.title')} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason ? { reason, comment: comment.trim() } : null);
        }}
      >
        <Stack>
          <Text size="sm">{t('management.survey.body')}</Text>
          <Radio.Group label={t('management.survey.reason')} value={reason} onChange={setReason}>
            <Stack gap="xs" mt="xs">
              {REMOVAL_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`management.survey.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Textarea label={t('management.survey.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={2000} autosize minRows={2} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => onSubmit(null)} disabled={busy}>
              {t('management.survey.skip')}
            </Button>
            <Button type="submit" color="red.9" loading={busy} disabled={!reason}>
              {t('management.survey.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
