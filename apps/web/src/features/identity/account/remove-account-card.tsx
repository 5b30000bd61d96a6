import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteAccountBody, resolveLanguage } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFieldErrors } from '../../../lib/forms/api-field-errors.ts';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { hasFieldErrors } from '../../../lib/forms/form-feedback.ts';
import { type RemovalAnswers, RemovalSurveyModal } from '../../../lib/forms/removal-survey-modal.tsx';
import { zodValidate } from '../../../lib/forms/zod-validate.ts';
import { errorText } from '../../../lib/i18n/server-errors.ts';
import { endLocalSession } from '../../../lib/session/session.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useAnswerSurvey } from '../api/answer-survey.ts';
import { useDeleteAccount } from '../api/delete-account.ts';

const REMOVAL_REASONS = ['not_using', 'no_opportunities', 'privacy', 'other_account', 'other'] as const;

/** Type DELETAR and the account e-mail, answer the survey, then the account is removed. */
export function RemoveAccountCard({ email }: { email: string }) {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const lang = resolveLanguage(i18n.language);
  const [surveyOpen, setSurveyOpen] = useState(false);
  const survey = useAnswerSurvey();
  const remove = useDeleteAccount();
  const form = useForm({
    initialValues: { confirmation: '', email: '' },
    validate: (values) => {
      const errors = zodValidate(deleteAccountBody)(values);
      if (!errors.email && values.email.trim().toLowerCase() !== email.toLowerCase()) errors.email = fieldMessage('confirm.email', lang);
      return errors;
    },
  });

  const confirm = async (answers: RemovalAnswers | null) => {
    // The survey is only feedback: unanswered, nothing is sent; its failure is told but does not stop the removal.
    if (answers)
      await survey.mutateAsync({ survey: 'account-removal', answers: { ...answers } }).catch(() => toast.error(t('survey.failed')));
    remove.mutate(
      { confirmation: 'DELETAR', email: form.values.email.trim() },
      {
        onSuccess: async () => {
          // the removal ended the session on the server: only the device's copy is left to forget
          await endLocalSession().catch(() => undefined);
          toast.success(t('settings.remove.done'));
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          setSurveyOpen(false);
          form.setErrors(apiFieldErrors(error));
        },
      },
    );
  };

  return (
    <SectionCard title={t('settings.remove.title')} description={t('settings.remove.description')} danger>
      <form onSubmit={form.onSubmit(() => setSurveyOpen(true))} noValidate>
        <Stack gap="sm" maw={420}>
          {remove.error && !hasFieldErrors(remove.error) && <NoticeAlert tone="error">{errorText('account.disable_failed')}</NoticeAlert>}
          <TextInput label={t('settings.remove.confirmLabel')} autoComplete="off" required {...form.getInputProps('confirmation')} />
          <TextInput label={t('settings.remove.emailLabel')} type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <Group>
            <Button type="submit" color="red.9" variant="outline">
              {t('settings.remove.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <RemovalSurveyModal
        opened={surveyOpen}
        busy={survey.isPending || remove.isPending}
        onClose={() => setSurveyOpen(false)}
        onSubmit={confirm}
        reasons={REMOVAL_REASONS.map((value) => ({ value, label: t(`survey.reasons.${value}`) }))}
        texts={{
          title: t('survey.title'),
          question: t('survey.question'),
          comment: t('survey.comment'),
          submit: t('survey.confirm'),
          dismiss: t('survey.cancel'),
          close: t('survey.cancel'),
        }}
      />
    </SectionCard>
  );
}
