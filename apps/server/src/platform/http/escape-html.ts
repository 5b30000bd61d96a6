const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML and XML, inside an element or a quoted attribute. The server's one escaping function. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** Markup already safe: built by `html` (its values escaped) or marked with `raw` by trusted code. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** What `html` accepts between `${}`: text (escaped), numbers, safe markup, lists of these; nothing for null, undefined and false. */
type HtmlValue = string | number | SafeHtml | null | undefined | false | readonly HtmlValue[];

const render = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

/**
 * Markup with every interpolated value escaped by construction: html`<p>${name}</p>` never lets a name write tags.
 * Only values built by `html` itself or wrapped in `raw` go in as they are.
 */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(out);
}

/** Markup written by trusted code (never text from a user or a request), to go into `html` unescaped. */
export const raw = (trusted: string) => new SafeHtml(trusted);
