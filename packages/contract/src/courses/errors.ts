import { e, type Texts } from '../errors/define.ts';

/** Errors of the course catalogue: enrolment, saved courses and the import. */
export const COURSES_ERRORS = {
  'course.not_found': e(404, 'Curso não encontrado', 'Course not found', 'Curso no encontrado'),
  'courses.phone_required': e(
    422,
    'Adicione um telefone ao seu perfil para se inscrever no curso.',
    'Add a phone number to your profile to enroll in the course.',
    'Agrega un teléfono a tu perfil para inscribirte en el curso.',
  ),
} as const;

/** Field messages of the course import (each rejected CSV row names its column and one of these). */
export const COURSES_FIELD_MESSAGES = {
  'courses.slug': {
    'pt-BR': 'Use só letras minúsculas, números e hífens',
    en: 'Use only lowercase letters, digits and hyphens',
    es: 'Usa solo letras minúsculas, números y guiones',
  },
  'courses.modality': {
    'pt-BR': 'Modalidade inválida: use bimodal, hybrid, online, online_synchronous ou oncampus',
    en: 'Invalid modality: use bimodal, hybrid, online, online_synchronous or oncampus',
    es: 'Modalidad no válida: usa bimodal, hybrid, online, online_synchronous u oncampus',
  },
  'courses.workload_hours': {
    'pt-BR': 'A carga horária deve ser um número inteiro de horas, de 1 a 10000',
    en: 'The workload must be a whole number of hours, from 1 to 10000',
    es: 'La carga horaria debe ser un número entero de horas, de 1 a 10000',
  },
  'courses.price': {
    'pt-BR': 'Preço inválido: use um valor decimal não negativo, como 199.90 ou 0',
    en: 'Invalid price: use a non-negative decimal such as 199.90 or 0',
    es: 'Precio no válido: usa un valor decimal no negativo, como 199.90 o 0',
  },
  'courses.currency': {
    'pt-BR': 'Moeda inválida: use BRL ou USD',
    en: 'Invalid currency: use BRL or USD',
    es: 'Moneda no válida: usa BRL o USD',
  },
  'courses.language': {
    'pt-BR': 'Idioma inválido: use pt-BR, en ou es',
    en: 'Invalid language: use pt-BR, en or es',
    es: 'Idioma no válido: usa pt-BR, en o es',
  },
  'courses.state': {
    'pt-BR': 'Use a sigla do estado, com duas letras',
    en: 'Use the two-letter state code',
    es: 'Usa la sigla del estado, con dos letras',
  },
  'courses.city_required': {
    'pt-BR': 'Informe a cidade de um curso presencial',
    en: 'Enter the city of an on-campus course',
    es: 'Indica la ciudad de un curso presencial',
  },
  'courses.unknown_segment': {
    'pt-BR': 'Segmento desconhecido',
    en: 'Unknown segment',
    es: 'Segmento desconocido',
  },
  'courses.provider_name_required': {
    'pt-BR': 'Informe provider_name para cadastrar um novo fornecedor',
    en: 'Fill in provider_name to register a new provider',
    es: 'Indica provider_name para registrar un nuevo proveedor',
  },
  'courses.duplicate_row': {
    'pt-BR': 'Curso repetido no arquivo (mesmos provider e external_id)',
    en: 'Course repeated in the file (same provider and external_id)',
    es: 'Curso repetido en el archivo (mismos provider y external_id)',
  },
} as const satisfies Record<string, Texts>;
