import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { deleteAccountBody, errorMessage, fieldMessage, resolveLanguage } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFieldErrors, zodValidate } from '../../lib/forms/zod-validate.ts';
import { toast } from '../../lib/ui/toast.ts';
import { hasFieldErrors } from '../auth/form-feedback.ts';
import { signOut } from '../auth/session.ts';
import { AccountCard } from './account-card.tsx';
import { useAnswerSurvey, useDeleteAccount } from './account-api.ts';
import { type RemovalAnswers, RemovalSurveyModal } from './removal-survey-modal.tsx';
import { NoticeAlert } from '../auth/notice-alert.tsx';

/** Spec section 5: type DELETAR and the account e-mail, answer the survey, then the account is removed. */
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

  const confirm = async ({ reason, comment }: RemovalAnswers) => {
    // The survey is only feedback: its failure is told but does not stop the removal.
    await survey.mutateAsync({ survey: 'account-removal', answers: { reason, ...(comment.trim() ? { comment: comment.trim() } : {}) } }).catch(() => toast.error(t('survey.failed')));
    remove.mutate(
      { confirmation: 'DELETAR', email: form.values.email.trim() },
      {
        onSuccess: async () => {
          await signOut().catch(() => undefined);
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
    <AccountCard title={t('settings.remove.title')} description={t('settings.remove.description')} danger>
      <form onSubmit={form.onSubmit(() => setSurveyOpen(true))} noValidate>
        <Stack gap="sm" maw={420}>
          {remove.error && !hasFieldErrors(remove.error) && (
            <NoticeAlert tone="error">
              {errorMessage('account.disable_failed', lang)}
            </NoticeAlert>
          )}
          <TextInput label={t('settings.remove.confirmLabel')} autoComplete="off" required {...form.getInputProps('confirmation')} />
          <TextInput label={t('settings.remove.emailLabel')} type="email" autoComplete="off" required {...form.getInputProps('email')} />
          <Group>
            <Button type="submit" color="red.9" variant="outline">
              {t('settings.remove.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <RemovalSurveyModal opened={surveyOpen} busy={survey.isPending || remove.isPending} onClose={() => setSurveyOpen(false)} onConfirm={confirm} />
    </AccountCard>
  );
}
