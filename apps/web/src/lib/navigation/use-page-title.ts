import { useEffect } from 'react';

/** The browser tab's title while a screen is shown: "<what the screen is> · Trilha" (each screen names itself). */
export function usePageTitle(...parts: (string | null | undefined)[]): void {
  const title = [...parts.filter(Boolean), 'Trilha'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
