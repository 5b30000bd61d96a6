import { Badge, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { inviteEmail, MAX_APPLICATION_INVITES, type PositionInviteItem, resolveLanguage } from '@trilha/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { failureMessage } from '../../../lib/forms/form-feedback.ts';
import { NoticeAlert } from '../../../lib/ui/notice-alert.tsx';
import { useCreateApplicationInvites } from '../api/create-application-invites.ts';
import { PositionInviteList } from './invite-list.tsx';

/** E-mails typed one per line or separated by commas, semicolons or spaces. */
const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

interface Props {
  positionId: string;
  opened: boolean;
  onClose: () => void;
}

interface Result {
  items: PositionInviteItem[];
  skipped: string[];
}

/** Invites people to apply to a position by e-mail, then shows who got what. */
export function InviteCandidatesDialog({ positionId, opened, onClose }: Props) {
  const { t, i18n } = useTranslation('application-invites');
  const [result, setResult] = useState<Result | null>(null);
  const create = useCreateApplicationInvites(positionId);
  const form = useForm({
    initialValues: { emails: '', message: '' },
    validate: {
      emails: (value) => {
        const emails = splitEmails(value);
        const language = resolveLanguage(i18n.language);
        if (emails.length === 0) return fieldMessage('required', language);
        const invalid = emails.filter((email) => !inviteEmail.safeParse(email).success);
        if (invalid.length > 0) return `${fieldMessage('email.invalid', language)}: ${invalid.join(', ')}`;
        if (emails.length > MAX_APPLICATION_INVITES) return t('dialog.tooMany');
        return null;
      },
    },
  });
  const close = () => {
    setResult(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.onSubmit((values) =>
    create.mutate(
      { emails: splitEmails(values.emails), message: values.message.trim() || null },
      {
        onSuccess: (sent) => {
          setResult(sent);
          form.reset();
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('dialog.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        {result ? (
          <Stack>
            <NoticeAlert tone="success">{t('dialog.sent', { count: result.items.length })}</NoticeAlert>
            {result.items.length > 0 && (
              <List spacing={4} size="sm" listStyleType="none" p={0}>
                {result.items.map((item) => (
                  <List.Item key={item.id}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {item.name ? `${item.name} (${item.email})` : item.email}
                      </Text>
                      <Badge variant="light" color={item.kind === 'user' ? 'blue' : 'gray'}>
                        {t(item.kind === 'user' ? 'dialog.user' : 'dialog.prospect')}
                      </Badge>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            {result.skipped.length > 0 && (
              <NoticeAlert tone="info">{t('dialog.skipped', { emails: result.skipped.join(', ') })}</NoticeAlert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setResult(null)}>
                {t('dialog.inviteMore')}
              </Button>
              <Button onClick={close}>{t('dialog.close')}</Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Textarea
                label={t('dialog.emails')}
                description={t('dialog.emailsHint')}
                placeholder="nome@exemplo.com.br"
                rows={4}
                required
                data-autofocus
                {...form.getInputProps('emails')}
              />
              <Textarea label={t('dialog.message')} rows={2} maxLength={1000} {...form.getInputProps('message')} />
              {create.error && <NoticeAlert tone="error">{failureMessage(create.error)}</NoticeAlert>}
              <Group justify="flex-end">
                <Button variant="default" onClick={close}>
                  {t('dialog.close')}
                </Button>
                <Button type="submit" loading={create.isPending}>
                  {t('dialog.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        <PositionInviteList positionId={positionId} />
      </Stack>
    </Modal>
  );
}
