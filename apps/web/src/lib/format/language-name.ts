/**
 * A language's name (ISO code "en") in the reader's language, capitalised as a label or list item starts:
 * Intl writes pt-BR and es names in lower case ("inglês"), which reads as a typo beside "Python" or "Excel".
 */
export function languageName(code: string, readerLanguage: string): string {
  const name = new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(readerLanguage) + name.slice(1);
}
