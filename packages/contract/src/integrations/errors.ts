import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of integrations (token exists, invalid, unauthorized, name in use, disconnected) and of API keys. */
export const INTEGRATIONS_ERRORS = {
  'integration.token_exists': e(
    409,
    'Este token já está instalado nesta empresa',
    'This token is already installed in this company',
    'Este token ya está instalado en esta empresa',
  ),
  'integration.token_invalid': e(422, 'Token inválido', 'Invalid token', 'Token no válido'),
  'integration.token_unauthorized': e(
    422,
    'Token não autorizado pelo fornecedor da integração',
    'Token not authorized by the integration provider',
    'Token no autorizado por el proveedor de la integración',
  ),
  'integration.name_in_use': e(
    409,
    'Este nome já está em uso por outra integração',
    'This name is already used by another integration',
    'Este nombre ya está en uso por otra integración',
  ),
  'integration.disconnected': e(
    409,
    'Integração desconectada: o fornecedor não aceitou o token',
    'Integration disconnected: the provider did not accept the token',
    'Integración desconectada: el proveedor no aceptó el token',
  ),
  'integration.native': e(
    409,
    'Integrações nativas não podem ser desativadas',
    'Native integrations cannot be disabled',
    'Las integraciones nativas no se pueden desactivar',
  ),
  'integration.not_found': e(404, 'Integração não encontrada', 'Integration not found', 'Integración no encontrada'),
  'webhook.not_found': e(404, 'Webhook não encontrado', 'Webhook not found', 'Webhook no encontrado'),
  'webhook.target_refused': e(
    422,
    'Este endereço não pode receber webhooks: use https e um endereço público',
    'This address cannot receive webhooks: use https and a public address',
    'Esta dirección no puede recibir webhooks: usa https y una dirección pública',
  ),
  'api_key.not_found': e(404, 'Chave de API não encontrada', 'API key not found', 'Clave de API no encontrada'),
  'api_key.scope': e(
    403,
    'Esta chave de API não tem o escopo necessário para esta operação',
    'This API key lacks the scope this operation needs',
    'Esta clave de API no tiene el alcance necesario para esta operación',
  ),
  'api_key.not_allowed': e(
    403,
    'Esta operação não aceita chaves de API: entre com sua conta',
    'This operation does not take API keys: sign in with your account',
    'Esta operación no acepta claves de API: inicia sesión con tu cuenta',
  ),
  'api_key.other_company': e(
    403,
    'Esta chave de API é de outra empresa',
    'This API key belongs to another company',
    'Esta clave de API es de otra empresa',
  ),
} as const satisfies Record<string, ErrorEntry>;

const fromError = (entry: ErrorEntry): Texts => ({ 'pt-BR': entry['pt-BR'], en: entry.en, es: entry.es });

/** Field messages of the install form: the token and name refusals are shown on their fields. */
export const INTEGRATIONS_FIELD_MESSAGES = {
  'integration.name_length': {
    'pt-BR': 'O nome deve ter entre 2 e 60 caracteres',
    en: 'The name must have between 2 and 60 characters',
    es: 'El nombre debe tener entre 2 y 60 caracteres',
  },
  'integration.token_exists': fromError(INTEGRATIONS_ERRORS['integration.token_exists']),
  'integration.token_invalid': fromError(INTEGRATIONS_ERRORS['integration.token_invalid']),
  'integration.token_unauthorized': fromError(INTEGRATIONS_ERRORS['integration.token_unauthorized']),
  'integration.name_in_use': fromError(INTEGRATIONS_ERRORS['integration.name_in_use']),
  'integration.disconnected': fromError(INTEGRATIONS_ERRORS['integration.disconnected']),
  'webhook.url': {
    'pt-BR': 'Informe um endereço http ou https completo',
    en: 'Enter a full http or https address',
    es: 'Indica una dirección http o https completa',
  },
  'webhook.events': {
    'pt-BR': 'Escolha ao menos um evento',
    en: 'Choose at least one event',
    es: 'Elige al menos un evento',
  },
  'webhook.target_refused': fromError(INTEGRATIONS_ERRORS['webhook.target_refused']),
  'api_key.name_length': {
    'pt-BR': 'O nome deve ter entre 2 e 60 caracteres',
    en: 'The name must have between 2 and 60 characters',
    es: 'El nombre debe tener entre 2 y 60 caracteres',
  },
  'api_key.scopes': {
    'pt-BR': 'Escolha ao menos um escopo',
    en: 'Choose at least one scope',
    es: 'Elige al menos un alcance',
  },
} as const satisfies Record<string, Texts>;
