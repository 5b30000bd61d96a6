import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../lib/navigation/use-page-title.ts';
import { inviteIdFrom } from './invite-link.ts';

/** /invite and /invite/login without an id: the person pastes the link or the code of the e-mail. */
export function InviteCodeForm() {
  const { t } = useTranslation('workspaces');
  usePageTitle(t('invite.codeTitle'));
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const id = inviteIdFrom(value);
        if (!id) return setError(t('invite.codeInvalid'));
        navigate(`/invite/${encodeURIComponent(id)}`);
      }}
    >
      <Stack>
        <Title order={1} size="h2">
          {t('invite.codeTitle')}
        </Title>
        <Text c="gray.7" size="sm">
          {t('invite.codeHint')}
        </Text>
        <TextInput
          label={t('invite.codeLabel')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={error}
          required
        />
        <Button type="submit">{t('invite.codeSubmit')}</Button>
      </Stack>
    </form>
  );
}
