import { Button, Paper, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITE_ROLES, type InviteRole, inviteEmail, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useCreateInvites } from '../api/create-invites.ts';
import { splitEmails } from './split-emails.ts';

/** Invites one or more e-mails with one role; each role says what it allows. */
export function InviteForm({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation('workspaces');
  const form = useForm({
    initialValues: { emails: '', role: 'member' as InviteRole },
    validate: {
      emails: (value) => {
        const emails = splitEmails(value);
        if (emails.length === 0) return fieldMessage('required', resolveLanguage(i18n.language));
        const invalid = emails.filter((email) => !inviteEmail.safeParse(email).success);
        if (invalid.length > 0) return `${fieldMessage('email.invalid', resolveLanguage(i18n.language))}: ${invalid.join(', ')}`;
        if (emails.length > 50) return t('invites.form.tooMany');
        return null;
      },
    },
  });
  const create = useCreateInvites(workspaceId);
  const submit = form.onSubmit((values) =>
    create.mutate(
      { emails: splitEmails(values.emails), role: values.role },
      {
        onSuccess: ({ items }) => {
          toast.success(t('invites.form.sent', { count: items.length }));
          form.reset();
        },
        onError: (error) => toast.error(error.message),
      },
    ),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invite-form-title">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4" id="invite-form-title">
            {t('invites.form.title')}
          </Title>
          <Textarea
            label={t('invites.form.emails')}
            description={t('invites.form.emailsHint')}
            placeholder="nome@empresa.com.br"
            autosize
            minRows={2}
            maxRows={6}
            required
            {...form.getInputProps('emails')}
          />
          <Radio.Group label={t('invites.form.role')} required {...form.getInputProps('role')}>
            <Stack gap="sm" mt="xs">
              {INVITE_ROLES.map((role) => (
                <Radio key={role} value={role} label={t(`roles.${role}`)} description={t(`roleDescriptions.${role}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('invites.form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
