/**
 * The two letters that stand for a person or a workspace wherever it has no picture (header, tiles, member
 * rows): the first letters of the first and last words ("Acme Tecnologia" -> "AT", "Ana de Souza" -> "AS"),
 * or the first two letters of a single word ("Globex" -> "GL"). One rule, so the header and the tiles agree.
 */
export function initialsOf(...parts: (string | null | undefined)[]): string {
  const words = parts
    .join(' ')
    .split(/[\s\-_.]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = [...words[0]!];
  if (words.length === 1) return first.slice(0, 2).join('').toLocaleUpperCase();
  const last = [...words[words.length - 1]!];
  return `${first[0]}${last[0]}`.toLocaleUpperCase();
}
