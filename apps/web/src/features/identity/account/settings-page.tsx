import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DownloadDataCard } from './download-data-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { RemoveAccountCard } from './remove-account-card.tsx';

/** /account/settings: language, password, a copy of the user's data and account removal. */
export default function SettingsPage() {
  const user = useSessionUser();
  return (
    <>
      <LanguageCard />
      <ChangePasswordCard email={user.email} />
      <DownloadDataCard />
      <RemoveAccountCard email={user.email} />
    </>
  );
}
