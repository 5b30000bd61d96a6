/**
 * Words for where the work happens, folded (lower case, no accents), in Portuguese, English and Spanish. A search for
 * "remoto" means the remote positions, not those whose text says "remoto" (most remote positions never write it):
 * these words become the workplace filter and leave the text. The positions know remote or not; a hybrid position
 * is one with a place to go to, so the hybrid words ask for the positions that are not remote.
 */
const REMOTE = [
  'remoto',
  'remota',
  'remotos',
  'remotas',
  'remote',
  'home office',
  'homeoffice',
  'home-office',
  'teletrabalho',
  'teletrabajo',
  'work from home',
  'trabajo a distancia',
  'trabalho a distancia',
];
const ON_SITE = [
  'presencial',
  'presenciais',
  'presenciales',
  'on-site',
  'onsite',
  'on site',
  'in-person',
  'in person',
  'in office',
  'in-office',
  'hibrido',
  'hibrida',
  'hibridos',
  'hibridas',
  'hybrid',
];

// longest first, so "trabajo a distancia" is taken whole; a word must stand alone (not "-remoto", not "remotamente")
const pattern = (words: string[]) => new RegExp(`(?<=^|\\s)(?:${[...words].sort((a, b) => b.length - a.length).join('|')})(?=$|\\s)`, 'g');
const REMOTE_PATTERN = pattern(REMOTE);
const ON_SITE_PATTERN = pattern(ON_SITE);

/**
 * A folded text split into its words for the workplace and the rest: `remote` and `onsite` tell which kind of words it
 * held (both, as in "remoto ou presencial", ask for neither filter). A text with quotes is a phrase and kept whole.
 */
export function workplaceOf(folded: string): { text: string; remote: boolean; onsite: boolean } {
  if (folded.includes('"')) return { text: folded, remote: false, onsite: false };
  const remote = REMOTE_PATTERN.test(folded);
  REMOTE_PATTERN.lastIndex = 0;
  const onsite = ON_SITE_PATTERN.test(folded);
  ON_SITE_PATTERN.lastIndex = 0;
  if (!remote && !onsite) return { text: folded, remote: false, onsite: false };
  const text = folded
    .replace(REMOTE_PATTERN, ' ')
    .replace(ON_SITE_PATTERN, ' ')
    // "ou"/"or"/"o" left between two workplace words, or at either end, means nothing on its own
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:ou|or|o|e|and|y)(?:\s|$)|(?:^|\s)(?:ou|or|o|e|and|y)$/g, '')
    .trim();
  return { text, remote: remote && !onsite, onsite: onsite && !remote };
}
