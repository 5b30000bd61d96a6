import { unique } from './users.ts';

/** A complete, valid bookmark form. */
export const bookmarkFormFor = (name = `Organização ${unique()}`) => ({
  name,
  legalName: 'Organização Exemplo Ltda.',
  taxId: '11.222.333/0001-81',
  mainContact: 'Renata',
  phone: '(11) 98765-4321',
  email: 'contato@exemplo.com',
  observations: 'Parceira de estágios',
});

/** A complete, valid dependent's data. */
export const dependentDataFor = (holderUserId: string | null = null, name = `Dependente ${unique()}`) => ({
  name,
  relationship: 'child',
  birthDate: '2015-04-12',
  taxId: null,
  holderUserId,
  observations: null,
});
