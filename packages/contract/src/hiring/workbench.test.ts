import { describe, expect, it } from 'vitest';
import { bulkCandidatesBody, fillTemplate, messageTemplateBody, TEMPLATE_PLACEHOLDERS, usesKnownPlaceholders } from './workbench.ts';

/**
 * The placeholders as the former pattern read them (optional spaces on both sides of a lazy name): the reference the
 * linear one must agree with, on short texts only (on long runs of spaces it costs n³).
 */
const FORMER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const formerKnown = (text: string) =>
  [...text.matchAll(FORMER)].every((match) => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(match[1] ?? ''));
const formerFill = (text: string, values: Record<string, string>) =>
  text.replace(FORMER, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));

const ID = '8f14e45f-ceea-467e-a5d3-1c8f0b7e7a9b';
const values = { nome: 'Ana', vaga: 'Analista de dados', empresa: 'Acme' };

/** Every sequence of up to `length` of `parts`. */
function* sequences(parts: string[], length: number): Generator<string> {
  yield '';
  if (length === 0) return;
  for (const rest of sequences(parts, length - 1)) for (const part of parts) yield rest + part;
}

describe('template placeholders', () => {
  it('are read as before: the same {{…}} found, the same names, the same text filled', () => {
    const texts = new Set([
      ...sequences(['{{', '}}', '{', '}', ' ', '\n', '\u00a0', 'nome', 'vaga', 'x'], 4),
      ...sequences(['{', '}', ' ', 'n'], 8),
      'Olá, {{ nome }}! A vaga {{vaga}} da {{\tempresa\n}}.',
      '{{{nome}}}',
      '{{nome}}{{vaga}}{{empresa}}',
      '{{ no me }}',
      '{{}}',
      '{{  }}',
      '{{nome}',
      '{nome}}',
    ]);
    let differing: string[] = [];
    for (const text of texts) {
      if (usesKnownPlaceholders(text) !== formerKnown(text) || fillTemplate(text, values) !== formerFill(text, values))
        differing.push(text);
    }
    differing = differing.slice(0, 10);
    expect(differing).toEqual([]);
    expect(fillTemplate('Olá, {{ nome }}! {{vaga}} na {{empresa}}, {{cargo}}', values)).toBe(
      'Olá, Ana! Analista de dados na Acme, {{cargo}}',
    );
  });

  it('trim exactly what \\s matched: the two agree on every UTF-16 unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const unit = String.fromCharCode(code);
      if (/\s/.test(unit) !== (unit.trim() === '')) differing.push(code);
    }
    expect(differing).toEqual([]);
  });

  it('leave a name the values only inherit (an object’s method) as it was written', () => {
    expect(fillTemplate('{{toString}} {{ constructor }}', values)).toBe('{{toString}} {{ constructor }}');
    expect(usesKnownPlaceholders('{{toString}}')).toBe(false);
  });
});

describe('template validation', () => {
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('refuses an unknown placeholder', () => {
    const result = messageTemplateBody.safeParse({ name: 'Modelo', subject: 'Oi, {{ nome }}', body: 'Vaga {{cargo}}' });
    expect(issues(result)).toEqual([['body', 'message_template.unknown_placeholder']]);
    expect(bulkCandidatesBody.safeParse({ applicationIds: [ID], action: 'decline', message: '{{x}}' }).success).toBe(false);
  });

  it('stops at the length: a text past it is not read for placeholders', () => {
    // an unknown placeholder past the limit: before, both the length and the placeholders were reported, since the
    // placeholders were read whatever the length
    const long = `{{cargo}}${' a'.repeat(3000)}`;
    const template = messageTemplateBody.safeParse({ name: 'Modelo', subject: `{{cargo}}${'a'.repeat(300)}`, body: long });
    expect(issues(template).map(([path]) => path)).toEqual(['subject', 'body']);
    expect(template.error?.issues.map((issue) => issue.code)).toEqual(['too_big', 'too_big']);
    const bulk = bulkCandidatesBody.safeParse({ applicationIds: [ID], action: 'decline', message: long });
    expect(bulk.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['message', 'too_big']]);
  });
});
