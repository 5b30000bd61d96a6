import { AxeBuilder } from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { Result as AxeViolation } from 'axe-core';

export interface AxeOptions {
  /** CSS selector to limit the check to */
  include?: string;
  /** CSS selectors left out of the check (third-party widgets, for instance) */
  exclude?: string[];
}

/** One e-mail of the dev outbox (GET /v1/dev/outbox). */
interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

interface MailFilter {
  /** subject text or pattern the e-mail must match */
  subject?: string | RegExp;
  /** ids of e-mails already there (Mailbox.idsOf), which do not count: a resend must not find the previous e-mail */
  except?: readonly string[];
  timeout?: number;
}

export interface Mailbox {
  /** The ids of the e-mails `to` has now, to wait afterwards for a new one (MailFilter.except). */
  idsOf(to: string): Promise<string[]>;
  /** Waits for the newest e-mail to `to` that matches the filter. */
  waitFor(to: string, filter?: MailFilter): Promise<MailMessage>;
  /** Waits for that e-mail and returns the first link in its text. */
  linkFor(to: string, filter?: MailFilter): Promise<string>;
}

/** The first http(s) link of an e-mail text, without trailing punctuation. */
function firstLink(text: string): string | undefined {
  return text.match(/https?:\/\/[^\s<>"']+/)?.[0].replace(/[).,;:!?]+$/, '');
}

/** One readable line per violation, so a failing `toEqual([])` says what and where. */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits two frames (a transition starts the frame after its element mounts) and then for every finite animation
 * to end: axe measures contrast from computed colours and opacity, so text caught mid-fade reads as a violation.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  return (await builder.analyze()).violations;
}

function createMailbox(request: APIRequestContext): Mailbox {
  const matches = (message: MailMessage, filter: MailFilter) =>
    (!filter.subject ||
      (typeof filter.subject === 'string' ? message.subject.includes(filter.subject) : filter.subject.test(message.subject))) &&
    !filter.except?.includes(message.id);

  const list = async (to: string): Promise<MailMessage[]> => {
    const response = await request.get('/v1/dev/outbox', { params: { to } });
    expect(response.ok(), `GET /v1/dev/outbox answered ${response.status()}`).toBe(true);
    return ((await response.json()) as { items: MailMessage[] }).items;
  };

  const waitFor: Mailbox['waitFor'] = async (to, filter = {}) => {
    let found: MailMessage | undefined;
    // The outbox answers newest first; poll instead of sleeping.
    await expect
      .poll(
        async () => {
          found = (await list(to)).find((message) => matches(message, filter));
          return found !== undefined;
        },
        { message: `an e-mail to ${to}${filter.subject ? ` with subject ${filter.subject}` : ''}`, timeout: filter.timeout ?? 10_000 },
      )
      .toBe(true);
    return found!;
  };

  return {
    idsOf: async (to) => (await list(to)).map((message) => message.id),
    waitFor,
    async linkFor(to, filter) {
      const message = await waitFor(to, filter);
      const link = firstLink(message.text);
      expect(link, `a link in the e-mail "${message.subject}" to ${to}`).toBeTruthy();
      return link!;
    },
  };
}

export const test = base.extend<{
  /** axe-core (WCAG 2 A and AA) on the current page; resolves to the violations found */
  axe: (options?: AxeOptions) => Promise<AxeViolation[]>;
  /** the dev outbox, read through the API */
  mailbox: Mailbox;
}>({
  axe: async ({ page }, use) => {
    await use((options) => runAxe(page, options));
  },
  mailbox: async ({ request }, use) => {
    await use(createMailbox(request));
  },
});

export { expect };
