import { useSessionUser } from '../../../lib/session/use-session-user.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { RemoveAccountCard } from './remove-account-card.tsx';

/** /account/settings: password and account removal. */
export default function SettingsPage() {
  const user = useSessionUser();
  return (
    <>
      <ChangePasswordCard email={user.email} />
      <RemoveAccountCard email={user.email} />
    </>
  );
}
