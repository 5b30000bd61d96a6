/** A complete, valid Brazilian company data form as a client sends it. */
export const validDetails = () => ({
  legalName: 'Empresa Teste Ltda.',
  tradeName: 'Empresa Teste',
  taxId: '11.222.333/0001-81',
  employerId: '',
  municipalRegistration: '1234567',
  stateRegistration: '',
  simpleTax: true,
  email: 'financeiro@empresa.dev',
  phone: '(11) 98765-4321',
  address: {
    postalCode: '01310-100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
    complement: '',
  },
});

/** A complete, valid US company data form. */
export const validDetailsUs = () => ({
  legalName: 'Test Company Inc.',
  tradeName: 'Test Company',
  employerId: '12-3456789',
  email: 'billing@company.dev',
  phone: '(415) 555-2671',
  address: { zip: '94103', state: 'CA', city: 'San Francisco', street: 'Market Street', number: '1', complement: null },
});
