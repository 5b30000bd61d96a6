import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of the profile endpoints. */
export const PROFILE_ERRORS = {
  'profile.username_taken': e(
    409,
    'Este nome de usuário já está em uso',
    'This username is already taken',
    'Este nombre de usuario ya está en uso',
  ),
  'profile.not_found': e(404, 'Perfil não encontrado', 'Profile not found', 'Perfil no encontrado'),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the profile form: dates and username. */
export const PROFILE_FIELD_MESSAGES = {
  'date.same': {
    'pt-BR': 'As datas de início e de término devem ser diferentes',
    en: 'The start and end dates must be different',
    es: 'Las fechas de inicio y de fin deben ser diferentes',
  },
  'date.order': {
    'pt-BR': 'A data de início deve ser anterior à data de término',
    en: 'The start date must be before the end date',
    es: 'La fecha de inicio debe ser anterior a la fecha de fin',
  },
  'date.future': {
    'pt-BR': 'A data não pode estar no futuro',
    en: 'The date cannot be in the future',
    es: 'La fecha no puede estar en el futuro',
  },
  'birthdate.min_age': {
    'pt-BR': 'Você precisa ter pelo menos 14 anos',
    en: 'You must be at least 14 years old',
    es: 'Debes tener al menos 14 años',
  },
  'birthdate.too_old': {
    'pt-BR': 'Data de nascimento inválida',
    en: 'Invalid birth date',
    es: 'Fecha de nacimiento no válida',
  },
  'username.length': {
    'pt-BR': 'O nome de usuário deve ter pelo menos 4 caracteres',
    en: 'The username must have at least 4 characters',
    es: 'El nombre de usuario debe tener al menos 4 caracteres',
  },
  'username.length_max': {
    'pt-BR': 'O nome de usuário deve ter até 50 caracteres',
    en: 'The username must have at most 50 characters',
    es: 'El nombre de usuario debe tener hasta 50 caracteres',
  },
  'username.chars': {
    'pt-BR': 'Use apenas letras minúsculas, números, @, . e _',
    en: 'Use only lowercase letters, digits, @, . and _',
    es: 'Usa solo letras minúsculas, números, @, . y _',
  },
  'url.invalid': { 'pt-BR': 'URL inválida', en: 'Invalid URL', es: 'URL no válida' },
  'pcd.cid': {
    'pt-BR': 'CID inválido: use um código da CID-10, por exemplo F84.0',
    en: 'Invalid ICD code: use an ICD-10 code, for example F84.0',
    es: 'CIE no válido: usa un código de la CIE-10, por ejemplo F84.0',
  },
  'profile.duplicate': {
    'pt-BR': 'Este item já foi adicionado',
    en: 'This item was already added',
    es: 'Este elemento ya fue agregado',
  },
} as const satisfies Record<string, Texts>;
