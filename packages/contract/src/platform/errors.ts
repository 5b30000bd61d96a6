import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors any endpoint may answer with: session, permission, request shape, limits, files. */
export const PLATFORM_ERRORS = {
  invalid_token: e(
    401,
    'Sua sessão expirou. Entre novamente.',
    'Your session has expired. Please sign in again.',
    'Tu sesión ha expirado. Inicia sesión de nuevo.',
  ),
  'permission.denied': e(
    403,
    'Você não possuí permissão para acessar essa funcionalidade.',
    'You do not have permission to access this feature.',
    'No tienes permiso para acceder a esta funcionalidad.',
  ),
  'link.forbidden': e(
    403,
    'Você não possui permissão para acessar este link.',
    'You do not have permission to access this link.',
    'No tienes permiso para acceder a este enlace.',
  ),
  'user.not.allowed:to.access': e(
    403,
    'Você não tem permissão para acessar esta área.',
    'You are not allowed to access this area.',
    'No tienes permiso para acceder a esta área.',
  ),
  not_found: e(
    404,
    'Não encontramos o que você procurava.',
    'We could not find what you were looking for.',
    'No encontramos lo que buscabas.',
  ),
  'validation.failed': e(
    422,
    'Algum campo obrigatório não foi preenchido',
    'Some required field was not filled in',
    'Algún campo obligatorio no fue completado',
  ),
  bad_request: e(400, 'Requisição inválida.', 'Invalid request.', 'Solicitud no válida.'),
  payload_too_large: e(
    413,
    'O arquivo ou conteúdo enviado é grande demais.',
    'The file or content sent is too large.',
    'El archivo o contenido enviado es demasiado grande.',
  ),
  unsupported_media_type: e(415, 'Tipo de arquivo não suportado.', 'Unsupported file type.', 'Tipo de archivo no compatible.'),
  rate_limited: e(
    429,
    'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    'Too many attempts. Wait a few minutes and try again.',
    'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
  ),
  // the database is down, restarting or too slow: nothing the request did wrong, try again (with Retry-After)
  'service.unavailable': e(
    503,
    'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    'The service is temporarily unavailable. Try again in a moment.',
    'El servicio no está disponible temporalmente. Inténtalo de nuevo en unos instantes.',
  ),
  client_outdated: e(
    426,
    'Sua versão do aplicativo está desatualizada. Recarregue a página.',
    'Your app version is outdated. Reload the page.',
    'Tu versión de la aplicación está desactualizada. Recarga la página.',
  ),
  internal: e(
    500,
    'Ops! Algo deu errado. Tente novamente em instantes.',
    'Oops! Something went wrong. Try again shortly.',
    '¡Ups! Algo salió mal. Inténtalo de nuevo en unos instantes.',
  ),
  'file.too_large': e(413, 'A imagem deve ter no máximo 1 MB', 'The image must be at most 1 MB', 'La imagen debe tener como máximo 1 MB'),
  'file.invalid_type': e(415, 'Formato de arquivo inválido', 'Invalid file format', 'Formato de archivo no válido'),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the platform forms. */
export const PLATFORM_FIELD_MESSAGES = {
  required: { 'pt-BR': 'Este campo é obrigatório', en: 'This field is required', es: 'Este campo es obligatorio' },
  'email.invalid': { 'pt-BR': 'E-mail inválido', en: 'Invalid e-mail', es: 'Correo electrónico no válido' },
  'text.too_long': { 'pt-BR': 'Texto muito longo', en: 'Text too long', es: 'Texto demasiado largo' },
  'text.too_short': { 'pt-BR': 'Texto muito curto', en: 'Text too short', es: 'Texto demasiado corto' },
  invalid: { 'pt-BR': 'Valor inválido', en: 'Invalid value', es: 'Valor no válido' },
  'text.invisible': {
    'pt-BR': 'Remova do texto os caracteres de controle ou invisíveis (como os que invertem a direção do texto)',
    en: 'Remove control or invisible characters from the text (such as those that reverse its direction)',
    es: 'Quita del texto los caracteres de control o invisibles (como los que invierten su dirección)',
  },
  'name.invisible': {
    'pt-BR': 'Use letras ou números visíveis; caracteres de controle ou invisíveis não são aceitos',
    en: 'Use visible letters or numbers; control or invisible characters are not accepted',
    es: 'Usa letras o números visibles; no se aceptan caracteres de control o invisibles',
  },
} as const satisfies Record<string, Texts>;
