import { e, type Texts } from '../errors/define.ts';

/** Errors of contents, pathways and discovery. */
export const CONTENTS_ERRORS = {
  'content.not_found': e(404, 'Conteúdo não encontrado', 'Content not found', 'Contenido no encontrado'),
  'list.not_found': e(404, 'Trilha não encontrada', 'Pathway not found', 'Ruta no encontrada'),
  'content.private_in_other_workspace': e(
    409,
    'Conteúdos privados não podem ser adicionados a listas de outros workspaces',
    "Private contents cannot be added to other workspaces' lists",
    'Los contenidos privados no se pueden añadir a listas de otros espacios de trabajo',
  ),
  'contents.link_invalid': e(
    422,
    'Este link não pode ser lido. Use um endereço público (http ou https).',
    'This link cannot be read. Use a public address (http or https).',
    'Este enlace no se puede leer. Usa una dirección pública (http o https).',
  ),
  'contents.link_unreachable': e(
    422,
    'Não foi possível ler esta página agora. Preencha os dados manualmente.',
    'This page could not be read now. Fill in the details by hand.',
    'No fue posible leer esta página ahora. Completa los datos manualmente.',
  ),
  'discovery.too_many_skills': e(
    422,
    'Você só pode selecionar até 10 habilidades',
    'You can select up to 10 skills',
    'Solo puedes seleccionar hasta 10 habilidades',
  ),
} as const;

export const CONTENTS_FIELD_MESSAGES = {
  'contents.link_format': {
    'pt-BR': 'Informe um link válido, começando com http:// ou https://',
    en: 'Enter a valid link starting with http:// or https://',
    es: 'Indica un enlace válido que empiece con http:// o https://',
  },
  'contents.private_public': {
    'pt-BR': 'Um conteúdo privado não pode ser publicado na descoberta',
    en: 'A private content cannot be published to discovery',
    es: 'Un contenido privado no se puede publicar en el descubrimiento',
  },
  'discovery.too_many_skills': {
    'pt-BR': 'Você só pode selecionar até 10 habilidades',
    en: 'You can select up to 10 skills',
    es: 'Solo puedes seleccionar hasta 10 habilidades',
  },
} as const satisfies Record<string, Texts>;
