import { describe, expect, it } from 'vitest';
import '../errors/zod-messages.ts';
import { bookmarkForm, dependentBirthProblem, dependentData } from './schemas.ts';
import { isValidCpf } from './tax-ids.ts';

describe('company records schemas', () => {
  it('checks CPF check digits, punctuated or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529a982b247c25')).toBe(false);
  });

  it('keeps empty optional fields as null and tax ids without punctuation', () => {
    const bookmark = bookmarkForm.parse({ name: ' Acme ', taxId: '11.222.333/0001-81', email: ' A@B.COM ', phone: '', legalName: '' });
    expect(bookmark).toEqual({
      name: 'Acme',
      legalName: null,
      taxId: '11222333000181',
      mainContact: null,
      phone: null,
      email: 'a@b.com',
      observations: null,
    });
    const data = dependentData.parse({ name: 'Lia', relationship: 'child', birthDate: '2020-02-29', taxId: '529.982.247-25' });
    expect(data).toMatchObject({ taxId: '52998224725', holderUserId: null, observations: null });
  });

  it('says which rule a field breaks', () => {
    const result = bookmarkForm.safeParse({ name: '', taxId: '11.222.333/0001-80', phone: '(20) 98765-4321', email: 'x@' });
    expect(result.success).toBe(false);
    // the first message of each field, as the forms show it
    const messages: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
    expect(messages).toEqual({ name: 'required', taxId: 'bookmark.tax_id', phone: 'phone.ddd', email: 'email.invalid' });
    expect(dependentData.safeParse({ name: 'Lia', relationship: 'child', birthDate: '1899-12-31' }).success).toBe(false);
    expect(dependentBirthProblem('2026-03-11', '2026-03-10')).toBe('date.future');
    expect(dependentBirthProblem('2026-03-10', '2026-03-10')).toBeNull();
  });
});
