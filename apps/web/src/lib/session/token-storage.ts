export const TOKEN_KEY = 'trilha.token';
const LAST_WORKSPACE_KEY = 'trilha.lastWorkspace';
const VISITED_TYPES_KEY = 'trilha.visitedWorkspaceTypes';
const LANGUAGE_KEY = 'trilha.language';

export const tokenStorage = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
};

/** The interface language last chosen (language picker, recovery link, account): it survives a reload. */
export const languageStorage = {
  get: () => localStorage.getItem(LANGUAGE_KEY),
  set: (language: string) => localStorage.setItem(LANGUAGE_KEY, language),
};

export const lastWorkspaceStorage = {
  get: () => localStorage.getItem(LAST_WORKSPACE_KEY),
  set: (id: string) => localStorage.setItem(LAST_WORKSPACE_KEY, id),
};

/** Workspace types whose welcome modal the user has already seen, kept on this device. */
export const visitedTypesStorage = {
  get: (): string[] => {
    try {
      const value = JSON.parse(localStorage.getItem(VISITED_TYPES_KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    } catch {
      return [];
    }
  },
  add: (type: string) => {
    const types = new Set(visitedTypesStorage.get());
    types.add(type);
    localStorage.setItem(VISITED_TYPES_KEY, JSON.stringify([...types]));
  },
};

/** On a rejected session, local storage is cleared. */
export function clearLocalSession(): void {
  // the language is the device's choice, not the session's: the sign-in screen keeps speaking it
  const language = languageStorage.get();
  localStorage.clear();
  sessionStorage.clear();
  if (language) languageStorage.set(language);
}
