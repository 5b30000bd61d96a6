import { Button, Group, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { answerDate, type CandidateApplication } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date.ts';
import { useLocale } from '../../../lib/format/use-locale.ts';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { failureMessage, hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { OverdueBadge } from '../../../lib/ui/badges.tsx';
import { DateField } from '../../../lib/ui/date-field.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useSetAnswerDate } from '../api/set-answer-date.ts';

/** The date by which the company promises the candidate an answer; editable by who manages the position. */
export function AnswerDateForm({ application, editable }: { application: CandidateApplication; editable: boolean }) {
  const { t } = useTranslation('hiring');
  const locale = useLocale();
  const save = useSetAnswerDate(application.applicationId);
  const form = useForm({ initialValues: { answerBy: application.answerBy ?? '' }, validate: zodValidate(answerDate) });
  const current = application.answerBy
    ? t('candidate.answerDateSet', { date: formatDate(`${application.answerBy}T12:00:00`, locale) })
    : t('candidate.answerDateNone');
  return (
    <SectionCard title={t('candidate.answerDate')} description={t('candidate.answerDateHint')}>
      <Group gap="xs">
        <Text size="sm" c={application.overdue ? 'red.9' : undefined} data-answer-date>
          {current}
        </Text>
        {application.overdue && <OverdueBadge label={t('card.overdue')} />}
      </Group>
      {editable && (
        <form
          onSubmit={form.onSubmit((values) =>
            save.mutate(values.answerBy, {
              onSuccess: (saved) => {
                form.setInitialValues({ answerBy: saved.answerBy ?? '' });
                form.reset();
                toast.success(t('candidate.answerDateSaved'));
              },
              onError: (error) => {
                form.setErrors(apiFieldErrors(error));
                if (!hasFieldErrors(error)) toast.error(failureMessage(error));
              },
            }),
          )}
        >
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <DateField label={t('candidate.answerDateField')} style={{ flex: 1, minWidth: 0 }} {...form.getInputProps('answerBy')} />
            <Button type="submit" variant="default" mt={25} loading={save.isPending} disabled={!form.isDirty()}>
              {t('candidate.answerDateSave')}
            </Button>
          </Group>
        </form>
      )}
    </SectionCard>
  );
}
