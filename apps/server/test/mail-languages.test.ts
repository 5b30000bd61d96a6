import { LANGUAGES } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { MAIL_KINDS as KINDS } from './mail-catalogue.ts';

// Every kind of e-mail the server sends, in each language: each has its own words (no text left in another
// language, no placeholder left unfilled, no key without words), and pt-BR keeps the subjects people already receive.

describe('every e-mail speaks pt-BR, en and es', () => {
  it('covers every e-mail builder', () => expect(Object.keys(KINDS).length).toBeGreaterThanOrEqual(20));

  for (const [kind, { build, subject }] of Object.entries(KINDS)) {
    it(kind, () => {
      const mails = LANGUAGES.map((language) => ({ language, mail: build(language) }));
      for (const { language, mail } of mails) {
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toContain('{{');
          expect(part).not.toContain('}}');
          expect(part).not.toContain('[missing');
        }
        expect(mail.html).toContain(`<html lang="${language}">`);
      }
      expect(mails[0]?.mail.subject).toBe(subject);
      expect(new Set(mails.map(({ mail }) => mail.text)).size).toBe(LANGUAGES.length);
      if (kind !== 'message template') expect(new Set(mails.map(({ mail }) => mail.subject)).size).toBe(LANGUAGES.length);
    });
  }
});
