import { Box, NativeSelect, Text } from '@mantine/core';
import { LANGUAGES, type Language, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { toast } from '../../../lib/ui/toast.ts';
import { useSetLanguage } from '../api/set-language.ts';
import { AccountCard } from './account-card.tsx';

const DIAL_CODES: Record<string, string> = { br: '+55', us: '+1', it: '+39' };

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Box>
  );
}

/** /account/profile: a read-only summary of the user and the language the account uses. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation(['identity', 'common']);
  const user = useSessionUser();
  const setLanguage = useSetLanguage();
  const phone = user.phone ? `${DIAL_CODES[user.countryCode ?? ''] ?? ''} ${user.phone}`.trim() : t('account.profile.noPhone');

  const choose = (value: string) => {
    const lang: Language = resolveLanguage(value);
    setLanguage.mutate(lang, {
      onSuccess: async () => {
        await changeLanguage(lang);
        // i18n.t, not t: t stays bound to the language the screen rendered in.
        toast.success(i18n.t('identity:account.profile.language.saved'));
      },
      onError: () => toast.error(t('account.profile.language.failed')),
    });
  };

  return (
    <>
      <AccountCard title={t('account.profile.summary')}>
        <Box
          component="dl"
          m={0}
          style={{ display: 'grid', gap: 'var(--mantine-spacing-md)', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' }}
        >
          <Detail label={t('account.profile.name')} value={`${user.name} ${user.lastName}`} />
          <Detail label={t('account.profile.email')} value={user.email} />
          <Detail label={t('account.profile.phone')} value={phone} />
        </Box>
      </AccountCard>
      <AccountCard title={t('account.profile.language.title')} description={t('account.profile.language.description')}>
        <NativeSelect
          label={t('account.profile.language.label')}
          value={user.language}
          disabled={setLanguage.isPending}
          onChange={(event) => choose(event.currentTarget.value)}
          data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
          maw={320}
        />
      </AccountCard>
    </>
  );
}
