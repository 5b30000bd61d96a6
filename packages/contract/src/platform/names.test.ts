import { describe, expect, it } from 'vitest';
import { fieldMessage } from '../errors/catalogue.ts';
import { registerCandidateBody } from '../identity/register-schemas.ts';
import { isCleanText, plainText } from '../identity/text.ts';
import { workspaceName } from '../workspaces/schemas.ts';
import { isVisibleName } from './names.ts';

const refused = [
  '\u200b\u200b\u200b',
  '\u202eadmin',
  'Acme\r\nBcc: x@y.z',
  'Acme\u0007',
  '\u2066Acme\u2069',
  '\u3164\u3164\u3164',
  '\ufeff\u200d\u2060',
];
const accepted = ['Acme Tecnologia', 'João da Silva', 'S.A. Ltda', '👩‍💻 Devs', 'कृष्ण', 'O’Brien'];

describe('visible names', () => {
  it('refuses control and bidirectional characters anywhere, and names with nothing visible', () => {
    for (const name of refused) expect(isVisibleName(name), JSON.stringify(name)).toBe(false);
    for (const name of accepted) expect(isVisibleName(name), name).toBe(true);
  });

  it('tells why in pt-BR, on workspace names and on the names of a sign-up', () => {
    const workspace = workspaceName.safeParse('\u200b\u200b\u200b\u200b');
    expect(workspace.success).toBe(false);
    expect(workspace.error?.issues[0]?.message).toBe('name.invisible');
    expect(fieldMessage('name.invisible', 'pt-BR')).toBe(
      'Use letras ou números visíveis; caracteres de controle ou invisíveis não são aceitos',
    );
    const base = {
      name: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      password: 'Senha@123',
      confirmPassword: 'Senha@123',
      phone: '(11) 98765-4321',
      countryCode: 'br',
      acceptTerms: true,
    };
    for (const override of [{ name: '\u202eAna' }, { lastName: '\u200b' }, { type: 'company', companyName: 'Empresa\nX' }]) {
      const parsed = registerCandidateBody.safeParse({ ...base, ...override });
      expect(parsed.success, JSON.stringify(override)).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain('name.invisible');
    }
  });
});

describe('clean text (what other people read)', () => {
  it('keeps tabs and line breaks, refuses other controls and direction overrides anywhere', () => {
    expect(isCleanText('Primeira linha\n\tsegunda\r\nterceira')).toBe(true);
    expect(isCleanText('Vaga 👩‍💻 de São Paulo')).toBe(true);
    for (const text of ['Vaga \u202e gnp.exe', 'a\u2066b\u2069', 'sino\u0007', 'a\u2028b', 'c1\u0085'])
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    const title = plainText(200, 3).safeParse('Vaga \u202e gnp.exe');
    expect(title.error?.issues[0]?.message).toBe('text.invisible');
    expect(fieldMessage('text.invisible', 'pt-BR')).toContain('caracteres de controle ou invisíveis');
  });
});
