import { NativeSelect } from '@mantine/core';
import { LANGUAGES, type Language, resolveLanguage } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n/i18n.ts';
import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { SectionCard } from '../../../lib/ui/section-card.tsx';
import { toast } from '../../../lib/ui/toast.ts';
import { useSetLanguage } from '../api/set-language.ts';

/** The language the account uses (PUT /v1/myself/language/:lang), applied to the screen at once. */
export function LanguageCard() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const user = useSessionUser();
  const setLanguage = useSetLanguage();

  const choose = (value: string) => {
    const lang: Language = resolveLanguage(value);
    setLanguage.mutate(lang, {
      onSuccess: async () => {
        await changeLanguage(lang);
        // i18n.t, not t: t stays bound to the language the screen rendered in.
        toast.success(i18n.t('account:profile.language.saved'));
      },
      onError: () => toast.error(t('profile.language.failed')),
    });
  };

  return (
    <SectionCard title={t('profile.language.title')} description={t('profile.language.description')}>
      <NativeSelect
        label={t('profile.language.label')}
        value={user.language}
        disabled={setLanguage.isPending}
        onChange={(event) => choose(event.currentTarget.value)}
        data={LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }))}
        maw={320}
      />
    </SectionCard>
  );
}
