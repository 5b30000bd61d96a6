import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LANGUAGES } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { prospectInviteMail, userInviteMail } from '../src/modules/application-invites/application-invites-mail.ts';
import { reminderMail } from '../src/modules/assignments/assignments-mail.ts';
import { summaryMail } from '../src/modules/communication/summary-mail.ts';
import { cancellationMail, interviewMail, offerMail, templateMail } from '../src/modules/hiring/hiring-mail.ts';
import { emailConfirmationMail, recoveryMail, removalRequestMail, signInCodeMail } from '../src/modules/identity/identity-mails.ts';
import { hiredMail } from '../src/modules/integrations/hiring-notification.ts';
import { webhookDisabledMail } from '../src/modules/integrations/webhook-mail.ts';
import { jobAlertMail } from '../src/modules/job-alerts/job-alert-mail.ts';
import { cancelledPage, confirmPage, invalidLinkPage } from '../src/modules/job-alerts/job-alerts.view.ts';
import { companyMessageMail } from '../src/modules/messages/messages-mail.ts';
import { readyMail } from '../src/modules/positions/ready-mail.ts';
import { approvalPage, slipPage } from '../src/modules/wallet/sandbox-pay.view.ts';
import { inviteMail } from '../src/modules/workspaces/invite-mail.ts';
import type { Mail } from '../src/platform/mail/mailer.ts';

/**
 * Every e-mail the server sends, and every page of the payment sandbox, built with every interpolated value
 * hostile. The HTML must carry each value escaped (no tag of it, no attribute broken), the plain-text part must carry
 * it as typed. A template that interpolates without escaping fails here.
 */
const HOSTILE = `<script>alert("x")</script>&'"`;
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;&quot;';
/** The only tags the layout and the templates write. */
const TAGS = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'body',
  'main',
  'h1',
  'h3',
  'p',
  'a',
  'strong',
  'br',
  'ul',
  'li',
  'form',
  'button',
]);

const SRC = join(import.meta.dirname, '../src');
const config = { publicUrl: `https://trilha.test/?from=${HOSTILE}` };
const reader = (language: string) => ({ email: 'ana@example.com', name: HOSTILE, language });
const place = { positionTitle: HOSTILE, companyName: HOSTILE };
const later = new Date('2030-01-01T12:00:00Z');

/** Each template file, with its e-mails built from hostile values (in every language the template speaks). */
const TEMPLATES: Record<string, () => Mail[]> = {
  'modules/identity/identity-mails.ts': () =>
    LANGUAGES.flatMap((language) => [
      recoveryMail(reader(language), language, `https://trilha.test/access/${HOSTILE}`, later, 2),
      emailConfirmationMail(reader(language), language, `https://trilha.test/access/confirm-email/${HOSTILE}`, later, 7),
      signInCodeMail(reader(language), language, HOSTILE, later, 15),
      removalRequestMail({ id: HOSTILE, email: HOSTILE, name: HOSTILE, lastName: HOSTILE }, HOSTILE, language),
    ]),
  'modules/hiring/hiring-mail.ts': () =>
    LANGUAGES.flatMap((language) => [
      interviewMail(config, reader(language), { ...place, scheduledAt: later, place: HOSTILE, link: null }, HOSTILE),
      interviewMail(config, reader(language), { ...place, scheduledAt: later, place: null, link: HOSTILE }, HOSTILE),
      offerMail(config, reader(language), place, HOSTILE, 7, later),
      cancellationMail(config, reader(language), place, 'interview', HOSTILE),
      cancellationMail(config, reader(language), place, 'offer', HOSTILE),
      templateMail(config, 'ana@example.com', language, { subject: HOSTILE, body: `${HOSTILE}\n\n${HOSTILE}` }, HOSTILE),
    ]),
  'modules/positions/ready-mail.ts': () =>
    LANGUAGES.map((language) => readyMail(config, reader(language), language, { id: HOSTILE, title: HOSTILE, companyName: HOSTILE })),
  'modules/assignments/assignments-mail.ts': () =>
    LANGUAGES.flatMap((language) =>
      (['week', 'due', 'overdue'] as const).map((reminder) =>
        reminderMail(config, reminder, {
          ...reader(language),
          assignmentId: HOSTILE,
          userId: HOSTILE,
          companyName: HOSTILE,
          companySubdomain: HOSTILE,
          kind: 'content',
          itemId: HOSTILE,
          title: HOSTILE,
          dueDate: '2030-01-01',
        }),
      ),
    ),
  'modules/workspaces/invite-mail.ts': () =>
    LANGUAGES.flatMap((language) => [
      inviteMail(config, { id: HOSTILE, email: 'ana@example.com', role: HOSTILE }, language, HOSTILE, HOSTILE),
      inviteMail(config, { id: HOSTILE, email: 'ana@example.com', role: 'member' }, language, HOSTILE, null),
    ]),
  'modules/application-invites/application-invites-mail.ts': () =>
    LANGUAGES.flatMap((language) => [
      userInviteMail(config, 'ana@example.com', language, { companyName: HOSTILE, positionTitle: HOSTILE, message: HOSTILE }),
      prospectInviteMail(config, 'ana@example.com', language, HOSTILE, later, {
        companyName: HOSTILE,
        positionTitle: HOSTILE,
        message: HOSTILE,
      }),
    ]),
  'modules/integrations/hiring-notification.ts': () =>
    LANGUAGES.map((language) =>
      hiredMail(config, 'rh@example.com', language, { companySubdomain: HOSTILE, positionTitle: HOSTILE, applicationId: HOSTILE }, HOSTILE),
    ),
  'modules/integrations/webhook-mail.ts': () =>
    LANGUAGES.map((language) => webhookDisabledMail(config, 'rh@example.com', language, HOSTILE)),
  'modules/communication/summary-mail.ts': () =>
    LANGUAGES.map((language) =>
      summaryMail('ana@example.com', HOSTILE, language, [{ title: HOSTILE, lines: [HOSTILE, HOSTILE] }], `https://trilha.test/${HOSTILE}`),
    ),
  'modules/job-alerts/job-alert-mail.ts': () =>
    LANGUAGES.map((language) => {
      const position = {
        id: HOSTILE,
        title: HOSTILE,
        company: { name: HOSTILE },
        location: { city: HOSTILE, state: 'SP' },
        remote: false,
      } as unknown as Parameters<typeof jobAlertMail>[4][number];
      const alert = { query: HOSTILE, searchUrl: `https://trilha.test/${HOSTILE}`, unsubscribeUrl: `https://trilha.test/${HOSTILE}` };
      return jobAlertMail(
        config,
        reader(language),
        language,
        alert,
        Array.from({ length: 12 }, () => position),
      );
    }),
  'modules/messages/messages-mail.ts': () =>
    LANGUAGES.flatMap((language) => [
      companyMessageMail(config, reader(language), language, place),
      companyMessageMail(config, reader(language), language, place, 3),
    ]),
};

/** The tags of a piece of markup, by name (a value that wrote one would show here). */
const tagsOf = (markup: string) => [...markup.matchAll(/<\/?([!a-z0-9]+)/gi)].map((match) => (match[1] ?? '').toLowerCase());

/** How many times `part` occurs in `text`. */
const count = (text: string, part: string) => text.split(part).length - 1;

function expectEscaped(markup: string, values: number) {
  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toContain(HOSTILE);
  expect(tagsOf(markup).filter((tag) => !TAGS.has(tag))).toEqual([]);
  // each value that went in is there, escaped: none was dropped, none went in raw
  expect(count(markup, ESCAPED)).toBeGreaterThanOrEqual(values);
}

/** Every source file of the server that builds an e-mail with the shared renderer. */
function templateFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || path.endsWith(join('platform', 'mail', 'template.ts'))) return [];
    return readFileSync(path, 'utf8').includes('renderMail(') ? [relative(SRC, path).split('\\').join('/')] : [];
  });
}

describe('every e-mail template escapes every interpolated value', () => {
  it('covers every template file of the server', () => {
    expect(templateFiles().sort()).toEqual(Object.keys(TEMPLATES).sort());
  });

  for (const [file, build] of Object.entries(TEMPLATES)) {
    it(`${file}: HTML escaped, plain text as typed`, () => {
      const mails = build();
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) {
        const body = /<body>(.*)<\/body>/s.exec(mail.html)?.[1] ?? '';
        const textValues = count(mail.text, HOSTILE);
        expectEscaped(mail.html, textValues);
        expect(body).not.toBe('');
        expect(mail.text.trim()).not.toBe('');
        expect(mail.text).not.toContain('&lt;');
        expect(textValues).toBeGreaterThan(0);
      }
    });
  }
});

describe('the payment sandbox pages escape what the request brings', () => {
  it('approval page', () => {
    const page = approvalPage({ approve: `/return?x=${HOSTILE}`, cancel: `/return?y=${HOSTILE}` });
    expectEscaped(page, 2);
  });

  it('slip page', () => {
    expectEscaped(slipPage(HOSTILE), 1);
  });
});

describe('the job alert pages escape what the link and the alert bring', () => {
  it('confirmation, cancelled and invalid link pages', () => {
    expectEscaped(confirmPage(`/alertas/${HOSTILE}/cancelar?assinatura=${HOSTILE}`), 2);
    expectEscaped(cancelledPage(HOSTILE), 1);
    expect(tagsOf(invalidLinkPage()).filter((tag) => !TAGS.has(tag))).toEqual([]);
  });
});

describe('one escaping function in the server', () => {
  it('only platform/http/escape-html.ts writes HTML entities', () => {
    const writers = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return writers(path);
        if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
        return /&(amp|lt|gt|quot|#39);/.test(readFileSync(path, 'utf8')) ? [relative(SRC, path).split('\\').join('/')] : [];
      });
    expect(writers(SRC)).toEqual(['platform/http/escape-html.ts']);
  });
});
