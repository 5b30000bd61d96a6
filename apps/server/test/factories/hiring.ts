import { sql } from 'drizzle-orm';
import type { TestApp } from '../app.ts';

/** A valid interview invite a day after the clock. */
export const interviewFormFor = (t: TestApp, overrides: Record<string, unknown> = {}) => ({
  scheduledAt: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
  durationMinutes: 45,
  place: null,
  link: 'https://meet.example.com/abc',
  message: 'Conversa com a equipe de dados.',
  ...overrides,
});

/** A valid job offer. */
export const offerFormFor = (overrides: Record<string, unknown> = {}) => ({
  salary: 'R$ 7.500,00 por mês',
  startDate: '2026-04-01',
  message: 'Ficamos muito felizes em fazer esta proposta.',
  ...overrides,
});

/** The offer token from the last offer e-mail sent to `email`. */
export async function lastOfferToken(t: TestApp, email: string): Promise<string> {
  const rows = await t.db.execute<{ text: string }>(
    sql`select text from outbox_messages where "to" = ${email.toLowerCase()} and text like '%/offer/%' order by created_at desc limit 1`,
  );
  const token = /\/offer\/([A-Za-z0-9_-]+)/.exec(rows.rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error('no offer e-mail');
  return token;
}
