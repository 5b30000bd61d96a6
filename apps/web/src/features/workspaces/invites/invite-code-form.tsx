import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The invite id inside a pasted link (/invite/<id> or ?id=<id>) or the code itself. */
export function inviteIdFrom(text: string): string | null {
  const value = text.trim();
  if (!value) return null;
  try {
    const url = new URL(value, window.location.origin);
    const fromQuery = url.searchParams.get('id');
    if (fromQuery) return fromQuery;
    const match = /\/invite\/([^/?#]+)/.exec(url.pathname);
    if (match?.[1] && match[1] !== 'login') return decodeURIComponent(match[1]);
  } catch {
    // not a link: the text is the code
  }
  return /^[\w-]+$/.test(value) ? value : null;
}

/** /invite and /invite/login without an id: the person pastes the link or the code of the e-mail. */
export function InviteCodeForm() {
  const { t } = useTranslation('workspaces');
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
        <TextInput label={t('invite.codeLabel')} value={value} onChange={(event) => setValue(event.currentTarget.value)} error={error} required />
        <Button type="submit">{t('invite.codeSubmit')}</Button>
      </Stack>
    </form>
  );
}
