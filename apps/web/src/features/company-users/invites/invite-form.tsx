import { Button, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITE_ROLES, type InviteRole, inviteEmail, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useInviteCompanyUsers } from '../api/invite-company-users.ts';

/** E-mails typed one per line or separated by commas, semicolons or spaces. */
const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** Invites one or more e-mails with one type; each type says what it allows. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation('company-users');
  const form = useForm({
    initialValues: { emails: '', type: 'member' as InviteRole },
    validate: {
      emails: (value) => {
        const language = resolveLanguage(i18n.language);
        const emails = splitEmails(value);
        if (emails.length === 0) return fieldMessage('required', language);
        const invalid = emails.filter((email) => !inviteEmail.safeParse(email).success);
        if (invalid.length > 0) return `${fieldMessage('email.invalid', language)}: ${invalid.join(', ')}`;
        if (emails.length > 50) return t('invites.tooMany');
        return null;
      },
    },
  });
  const invite = useInviteCompanyUsers(workspaceId);
  const submit = form.onSubmit((values) =>
    invite.mutate(
      { emails: splitEmails(values.emails), type: values.type },
      {
        onSuccess: ({ items }) => {
          toast.success(t('invites.sent', { count: items.length }));
          form.reset();
        },
        onError: (error) => toast.error(failureMessage(error)),
      },
    ),
  );

  return (
    <SectionCard title={t('invites.formTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('invites.emails')}
            description={t('invites.emailsHint')}
            placeholder="nome@empresa.com.br"
            autosize
            minRows={2}
            maxRows={6}
            required
            {...form.getInputProps('emails')}
          />
          <Radio.Group label={t('invites.type')} required {...form.getInputProps('type')}>
            <Stack gap="sm" mt="xs">
              {INVITE_ROLES.map((role) => (
                <Radio key={role} value={role} label={t(`types.${role}`)} description={t(`typeDescriptions.${role}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('invites.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
