import { resolveLocale } from '@trilha/contract';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../api/query-client.ts';
import { sessionQuery } from '../session/session.ts';

/**
 * The locale of dates and numbers: pt-BR when the user's region is BRA or the language is
 * Portuguese, else en-US. Signed in, the session carries it; signed out, the screen's language decides. The
 * screen re-renders on a language change (useTranslation); a region change refreshes the session and the screen.
 */
export function useLocale(): string {
  const { i18n } = useTranslation();
  const user = queryClient.getQueryData(sessionQuery.queryKey);
  return user?.locale ?? resolveLocale(null, i18n.language);
}
