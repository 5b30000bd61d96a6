import { describe, expect, it } from 'vitest';
import '../errors/zod-messages.ts';
import { cnpjCheckDigits, companyDetailsForm, companyDetailsUsForm, companyLinkedinBody, isValidCnpj } from './schemas.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const validDetails = {
  legalName: 'Acme Tecnologia Ltda.',
  tradeName: 'Acme',
  taxId: '12.345.678/0001-95',
  employerId: '',
  municipalRegistration: '1234567',
  stateRegistration: '',
  simpleTax: true,
  email: 'financeiro@acme.dev',
  phone: '(11) 3456-7890',
  address: {
    postalCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
  },
};

describe('CNPJ', () => {
  it('computes the check digits of the Receita Federal (mod 11, weights 5..2 and 6..2)', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('123456780001')).toBe('95');
  });

  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    // alphanumeric CNPJ (IN RFB 2.229/2024), the Receita's own example
    ['12.ABC.345/01DE-35', true],
    ['12.abc.345/01de-35', true],
    ['11.222.333/0001-82', false],
    ['11.222.333/0001-18', false],
    ['00000000000000', false],
    ['1122233300018', false],
    ['112223330001811', false],
    ['11.222.333/0001-8A', false],
  ])('%s is %s', (cnpj, valid) => {
    expect(isValidCnpj(cnpj)).toBe(valid);
  });
});

describe('company data form', () => {
  it('keeps the CNPJ, phone and postal code without punctuation and empty optionals as null', () => {
    const form = companyDetailsForm.parse(validDetails);
    expect(form).toMatchObject({ taxId: '12345678000195', phone: '1134567890', employerId: null, stateRegistration: null });
    expect(form.address).toMatchObject({ postalCode: '01310100', complement: null });
  });

  it('says which field is wrong, in its own words', () => {
    const result = companyDetailsForm.safeParse({
      ...validDetails,
      legalName: ' ',
      taxId: '12.345.678/0001-59',
      email: 'financeiro@',
      phone: '(20) 98765-4321',
      address: { ...validDetails.address, postalCode: '0131', city: '' },
    });
    expect(issues(result)).toEqual({
      legalName: 'required',
      taxId: 'company.cnpj_invalid',
      email: 'email.invalid',
      phone: 'phone.ddd',
      'address.postalCode': 'lookup.cep_invalid',
      'address.city': 'required',
    });
    expect(issues(companyDetailsForm.safeParse({ ...validDetails, taxId: '', phone: '11 1234' }))).toEqual({
      taxId: 'required',
      phone: 'phone.invalid',
    });
  });

  it('checks the US form: EIN, ZIP code, state and a US phone', () => {
    const us = {
      legalName: 'Acme Inc.',
      tradeName: 'Acme',
      employerId: '12-3456789',
      email: 'billing@acme.dev',
      phone: '(415) 555-2671',
      address: { zip: '94103', state: 'CA', city: 'San Francisco', street: 'Market St', number: '1', complement: null },
    };
    expect(companyDetailsUsForm.parse(us)).toMatchObject({ employerId: '123456789', phone: '4155552671' });
    expect(
      issues(companyDetailsUsForm.safeParse({ ...us, employerId: '123', address: { ...us.address, zip: '9410', state: 'SP' } })),
    ).toEqual({ employerId: 'company.ein_invalid', 'address.zip': 'company.zip_invalid', 'address.state': 'invalid' });
  });

  it('takes one LinkedIn company id, digits only; empty clears it', () => {
    expect(companyLinkedinBody.parse({ linkedinId: ' 1337 ' })).toEqual({ linkedinId: '1337' });
    expect(companyLinkedinBody.parse({ linkedinId: '' })).toEqual({ linkedinId: null });
    expect(companyLinkedinBody.parse({ linkedinId: null })).toEqual({ linkedinId: null });
    for (const bad of ['1337, 42', '1337 42', 'acme', 'https://linkedin.com/company/1337']) {
      expect(issues(companyLinkedinBody.safeParse({ linkedinId: bad }))).toEqual({ linkedinId: 'company.linkedin_invalid' });
    }
  });
});
