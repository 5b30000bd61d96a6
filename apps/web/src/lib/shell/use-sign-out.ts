import { useNavigate } from 'react-router';
import { signOut } from '../session/session.ts';

/** Signs out (the server ends the token; local data goes even if the server cannot be reached) and opens the login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => undefined);
    navigate('/login');
  };
}
