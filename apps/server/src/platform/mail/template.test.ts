import { describe, expect, it } from 'vitest';
import { html, raw } from '../http/escape-html.ts';
import { action, code, mailPart, neutralizeLinks, paragraph, renderMail } from './template.ts';

const HOSTILE = `<script>alert("x")</script>&'"`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;';

describe('html, the tagged template of the server markup', () => {
  it('escapes every interpolated text, in elements and attributes', () => {
    expect(html`<p title="${HOSTILE}">${HOSTILE}</p>`.value).toBe(`<p title="${ESCAPED}">${ESCAPED}</p>`);
  });

  it('keeps markup built by html or marked raw, joins lists and leaves nothing for null, undefined and false', () => {
    const items = [HOSTILE, 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${raw('<br>')}${null}${undefined}${false}${3}`.value).toBe(`<ul><li>${ESCAPED}</li><li>b</li></ul><br>3`);
  });
});

describe('renderMail, the one layout of the e-mails', () => {
  const mail = renderMail({
    to: 'ana@example.com',
    subject: HOSTILE,
    language: 'en',
    secretUntil: new Date(0),
    parts: [
      paragraph(`Hello, ${HOSTILE}!\nSecond line`),
      code(HOSTILE),
      action(HOSTILE, `https://trilha.test/?q=${HOSTILE}`),
      action('Open', 'https://trilha.test/a', 'https://trilha.test/a'),
      mailPart(html`<p>${HOSTILE} <strong>${HOSTILE}</strong></p>`, `${HOSTILE} ${HOSTILE}`),
    ],
  });

  it('puts the parts in one HTML document, every value escaped', () => {
    expect(mail.html).toBe(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${ESCAPED}</title></head><body><p>Hello, ${ESCAPED}!<br>Second line</p><p><strong>${ESCAPED}</strong></p>` +
        `<p><a href="https://trilha.test/?q=${ESCAPED}">${ESCAPED}</a></p><p><a href="https://trilha.test/a">Open</a></p>` +
        `<p>${ESCAPED} <strong>${ESCAPED}</strong></p></body></html>`,
    );
  });

  it('writes the plain-text part from the same parts, a blank line apart and not escaped', () => {
    expect(mail.text).toBe(
      [
        `Hello, ${HOSTILE}!\nSecond line`,
        HOSTILE,
        `${HOSTILE}: https://trilha.test/?q=${HOSTILE}`,
        'https://trilha.test/a',
        `${HOSTILE} ${HOSTILE}`,
      ].join('\n\n'),
    );
    expect(mail).toMatchObject({ to: 'ana@example.com', subject: HOSTILE, secretUntil: new Date(0) });
  });

  it('sets no secretUntil when the mail carries no secret', () => {
    expect(renderMail({ to: 'a@example.com', subject: 's', parts: [paragraph('x')] })).not.toHaveProperty('secretUntil');
  });
});

describe('neutralizeLinks', () => {
  it('breaks addresses and schemes typed by users', () => {
    expect(neutralizeLinks('Visit https://www.pague-aqui.com now')).toBe('Visit hxxps://www[.]pague-aqui[.]com now');
  });
});
