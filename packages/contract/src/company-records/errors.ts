import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of company-records: bookmarks (external organizations) and dependents. */
export const COMPANY_RECORDS_ERRORS = {
  'bookmark.exists': e(
    409,
    'Já existe uma organização externa com este nome',
    'An external organization with this name already exists',
    'Ya existe una organización externa con este nombre',
  ),
  'bookmark.not_found': e(
    404,
    'Organização externa não encontrada',
    'External organization not found',
    'Organización externa no encontrada',
  ),
  'dependent.exists': e(
    409,
    'Este dependente já está cadastrado',
    'This dependent is already registered',
    'Este dependiente ya está registrado',
  ),
  'dependent.not_found': e(404, 'Dependente não encontrado', 'Dependent not found', 'Dependiente no encontrado'),
  'department.not_found': e(404, 'Departamento não encontrado', 'Department not found', 'Departamento no encontrado'),
  'department.exists': e(
    409,
    'Já existe um departamento com esse nome',
    'A department with this name already exists',
    'Ya existe un departamento con ese nombre',
  ),
} as const satisfies Record<string, ErrorEntry>;

export const COMPANY_RECORDS_FIELD_MESSAGES = {
  'bookmark.tax_id': { 'pt-BR': 'CNPJ inválido', en: 'Invalid CNPJ', es: 'CNPJ no válido' },
  'bookmark.name_taken': {
    'pt-BR': 'Já existe uma organização externa com este nome',
    en: 'An external organization with this name already exists',
    es: 'Ya existe una organización externa con este nombre',
  },
  'dependent.tax_id': { 'pt-BR': 'CPF inválido', en: 'Invalid CPF', es: 'CPF no válido' },
  'department.not_member': {
    'pt-BR': 'Todas as pessoas precisam ser membros da empresa',
    en: 'Everyone must be a member of the company',
    es: 'Todas las personas deben ser miembros de la empresa',
  },
  'dependent.holder': {
    'pt-BR': 'Escolha um membro da empresa',
    en: 'Choose a member of the company',
    es: 'Elige un miembro de la empresa',
  },
} as const satisfies Record<string, Texts>;
