// biome-ignore-all lint/suspicious/noControlCharactersInRegex: control characters are exactly what these patterns find
/**
 * Names (people, workspaces) appear in other people's screens and e-mails. Control characters (CR/LF
 * split e-mail headers and log lines; bidirectional overrides reverse what follows, "moc.olleh" shown as
 * "hello.com") are refused anywhere in a name, and a name must show something: zero-width and other
 * blank characters alone are not a name. Joiners inside a name stay allowed (emoji, Indic scripts).
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE = /\u034f|[\s\u00ad\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u2800\u3164\uffa0\ufeff]/gu;

export const isVisibleName = (value: string): boolean => !CONTROL.test(value) && value.replace(INVISIBLE, '').length > 0;
