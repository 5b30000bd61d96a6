import type { Language } from '../i18n/languages.ts';

type Texts = Record<Language, string>;
interface ErrorEntry extends Texts {
  status: number;
}

const e = (status: number, ptBR: string, en: string, es: string): ErrorEntry => ({ status, 'pt-BR': ptBR, en, es });

/**
 * Every error code the API answers with, its HTTP status and its message per language.
 * The pt-BR texts are the specification's own words.
 */
export const ERRORS = {
  // platform
  invalid_token: e(401, 'Sua sessão expirou. Entre novamente.', 'Your session has expired. Please sign in again.', 'Tu sesión ha expirado. Inicia sesión de nuevo.'),
  'permission.denied': e(403, 'Você não possuí permissão para acessar essa funcionalidade.', 'You do not have permission to access this feature.', 'No tienes permiso para acceder a esta funcionalidad.'),
  'link.forbidden': e(403, 'Você não possui permissão para acessar este link.', 'You do not have permission to access this link.', 'No tienes permiso para acceder a este enlace.'),
  'user.not.allowed:to.access': e(403, 'Você não tem permissão para acessar esta área.', 'You are not allowed to access this area.', 'No tienes permiso para acceder a esta área.'),
  not_found: e(404, 'Não encontramos o que você procurava.', 'We could not find what you were looking for.', 'No encontramos lo que buscabas.'),
  'validation.failed': e(422, 'Algum campo obrigatório não foi preenchido', 'Some required field was not filled in', 'Algún campo obligatorio no fue completado'),
  bad_request: e(400, 'Requisição inválida.', 'Invalid request.', 'Solicitud no válida.'),
  payload_too_large: e(413, 'O arquivo ou conteúdo enviado é grande demais.', 'The file or content sent is too large.', 'El archivo o contenido enviado es demasiado grande.'),
  unsupported_media_type: e(415, 'Tipo de arquivo não suportado.', 'Unsupported file type.', 'Tipo de archivo no compatible.'),
  rate_limited: e(429, 'Muitas tentativas. Aguarde alguns minutos e tente novamente.', 'Too many attempts. Wait a few minutes and try again.', 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo.'),
  client_outdated: e(426, 'Sua versão do aplicativo está desatualizada. Recarregue a página.', 'Your app version is outdated. Reload the page.', 'Tu versión de la aplicación está desactualizada. Recarga la página.'),
  internal: e(500, 'Ops! Algo deu errado. Tente novamente em instantes.', 'Oops! Something went wrong. Try again shortly.', '¡Ups! Algo salió mal. Inténtalo de nuevo en unos instantes.'),
  // sign-in and session
  'auth.user_not_found': e(401, 'Usuário não encontrado', 'User not found', 'Usuario no encontrado'),
  'auth.wrong_password': e(401, 'Opa! senha incorreta', 'Oops! Wrong password', '¡Ups! Contraseña incorrecta'),
  'auth.invalid_credentials': e(400, 'E-mail ou senha inválidos', 'Invalid e-mail or password', 'Correo electrónico o contraseña no válidos'),
  'auth.user_disabled': e(403, 'Usuário desabilitado', 'User disabled', 'Usuario deshabilitado'),
  // registration
  'register.email_registered': e(409, 'Este e-mail já está cadastrado', 'This e-mail is already registered', 'Este correo electrónico ya está registrado'),
  'register.user_being_deleted': e(409, 'Este usuário está em processo de exclusão', 'This user is being deleted', 'Este usuario está en proceso de eliminación'),
  'register.invalid_domain': e(422, 'Este domínio de e-mail não é válido ou permitido', 'This e-mail domain is not valid or allowed', 'Este dominio de correo no es válido o permitido'),
  'register.failed': e(500, 'Não foi possível criar sua conta no momento', 'We could not create your account right now', 'No fue posible crear tu cuenta en este momento'),
  // recovery and password
  'recovery.email_not_found': e(404, 'E-mail não encontrado', 'E-mail not found', 'Correo electrónico no encontrado'),
  'recovery.invalid_code': e(410, 'Este link de recuperação é inválido ou expirou', 'This recovery link is invalid or has expired', 'Este enlace de recuperación no es válido o ha expirado'),
  'password.wrong_current': e(422, 'Senha atual incorreta', 'Current password is incorrect', 'Contraseña actual incorrecta'),
  'password.same_as_current': e(422, 'A nova senha deve ser diferente da atual', 'The new password must differ from the current one', 'La nueva contraseña debe ser diferente de la actual'),
  // account
  'account.disable_failed': e(422, 'Ops! Não foi possível desabilitar seu usuário no momento', 'Oops! We could not disable your user right now', '¡Ups! No fue posible deshabilitar tu usuario en este momento'),
  'account.pending_deletion': e(403, 'Sua conta está em processo de exclusão', 'Your account is pending deletion', 'Tu cuenta está en proceso de eliminación'),
  'account.reactivation_expired': e(410, 'O prazo de reativação da sua conta terminou', 'The reactivation window of your account has ended', 'El plazo de reactivación de tu cuenta terminó'),
  'account.not_pending_deletion': e(409, 'Sua conta não está em processo de exclusão', 'Your account is not pending deletion', 'Tu cuenta no está en proceso de eliminación'),
  // workspaces and invites
  'workspace.not_found': e(404, 'Workspace não encontrado', 'Workspace not found', 'Espacio de trabajo no encontrado'),
  'workspace.last_administrator': e(409, 'O workspace não pode ficar sem um administrador', 'The workspace cannot be left without an administrator', 'El espacio de trabajo no puede quedarse sin un administrador'),
  'workspace.not_deleted': e(409, 'Este workspace não está em exclusão', 'This workspace is not being deleted', 'Este espacio de trabajo no está en eliminación'),
  'workspace.reactivation_expired': e(410, 'O prazo de reativação deste workspace terminou', 'The reactivation window of this workspace has ended', 'El plazo de reactivación de este espacio de trabajo terminó'),
  'workspace.support_unavailable': e(403, 'Usuário de suporte atualmente indisponível.', 'Support user currently unavailable.', 'Usuario de soporte actualmente no disponible.'),
  'workspace.terms_not_accepted': e(403, 'Aceite os termos de uso para continuar', 'Accept the terms of use to continue', 'Acepta los términos de uso para continuar'),
  'member.not_found': e(404, 'Membro não encontrado', 'Member not found', 'Miembro no encontrado'),
  'invite.invalid': e(404, 'Ops! Convite inválido', 'Oops! Invalid invite', '¡Ups! Invitación no válida'),
  'invite.expired': e(410, 'Ops! Convite expirado', 'Oops! Expired invite', '¡Ups! Invitación expirada'),
  'invite.already_accepted': e(409, 'Este convite já foi aceito', 'This invite has already been accepted', 'Esta invitación ya fue aceptada'),
  'invite.email_mismatch': e(403, 'O e-mail do convite é diferente do e-mail da sua conta', 'The invite e-mail differs from your account e-mail', 'El correo de la invitación es diferente del correo de tu cuenta'),
  'invite.resend_failed': e(429, 'Não foi possível reenviar o convite. Aguarde 24 horas entre reenvios.', 'The invite could not be resent. Wait 24 hours between resends.', 'No fue posible reenviar la invitación. Espera 24 horas entre reenvíos.'),
  'invite.already_member': e(409, 'Este usuário já faz parte do workspace', 'This user is already a member of the workspace', 'Este usuario ya forma parte del espacio de trabajo'),
  'invite.exists': e(409, 'Já existe um convite ativo para este e-mail', 'An active invite already exists for this e-mail', 'Ya existe una invitación activa para este correo'),
  'file.too_large': e(413, 'A imagem deve ter no máximo 1 MB', 'The image must be at most 1 MB', 'La imagen debe tener como máximo 1 MB'),
  'file.invalid_type': e(415, 'Formato de arquivo inválido', 'Invalid file format', 'Formato de archivo no válido'),
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof ERRORS;

/** Field-level validation messages; zod schemas use these keys as their messages. */
export const FIELD_MESSAGES = {
  required: { 'pt-BR': 'Este campo é obrigatório', en: 'This field is required', es: 'Este campo es obligatorio' },
  'email.invalid': { 'pt-BR': 'E-mail inválido', en: 'Invalid e-mail', es: 'Correo electrónico no válido' },
  'email.domain': { 'pt-BR': 'Este domínio de e-mail não é válido ou permitido', en: 'This e-mail domain is not valid or allowed', es: 'Este dominio de correo no es válido o permitido' },
  'phone.ddd': { 'pt-BR': 'DDD inválido', en: 'Invalid area code', es: 'Código de área no válido' },
  'phone.invalid': { 'pt-BR': 'Telefone inválido', en: 'Invalid phone number', es: 'Teléfono no válido' },
  'password.min': { 'pt-BR': 'A senha deve ter no mínimo 8 caracteres', en: 'The password must have at least 8 characters', es: 'La contraseña debe tener al menos 8 caracteres' },
  'password.rules': {
    'pt-BR': 'A senha deve ter letra minúscula, letra maiúscula, número e um caractere especial',
    en: 'The password needs a lowercase letter, an uppercase letter, a digit and a special character',
    es: 'La contraseña debe tener minúscula, mayúscula, número y un carácter especial',
  },
  'password.invalid_chars': { 'pt-BR': 'Sua senha possui caracteres inválidos', en: 'Your password has invalid characters', es: 'Tu contraseña tiene caracteres no válidos' },
  'password.mismatch': { 'pt-BR': 'As senhas não coincidem', en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  'password.same': { 'pt-BR': 'A nova senha deve ser diferente da atual', en: 'The new password must differ from the current one', es: 'La nueva contraseña debe ser diferente de la actual' },
  'terms.required': { 'pt-BR': 'Você precisa aceitar os termos de uso', en: 'You must accept the terms of use', es: 'Debes aceptar los términos de uso' },
  'text.too_long': { 'pt-BR': 'Texto muito longo', en: 'Text too long', es: 'Texto demasiado largo' },
  'text.too_short': { 'pt-BR': 'Texto muito curto', en: 'Text too short', es: 'Texto demasiado corto' },
  'workspace.name_length': { 'pt-BR': 'O nome deve ter entre 3 e 255 caracteres', en: 'The name must have between 3 and 255 characters', es: 'El nombre debe tener entre 3 y 255 caracteres' },
  'confirm.deletar': { 'pt-BR': 'Digite DELETAR para confirmar', en: 'Type DELETAR to confirm', es: 'Escribe DELETAR para confirmar' },
  'confirm.sair': { 'pt-BR': 'Digite SAIR para confirmar', en: 'Type SAIR to confirm', es: 'Escribe SAIR para confirmar' },
  'confirm.email': { 'pt-BR': 'O e-mail não corresponde ao da sua conta', en: 'The e-mail does not match your account', es: 'El correo no coincide con el de tu cuenta' },
  invalid: { 'pt-BR': 'Valor inválido', en: 'Invalid value', es: 'Valor no válido' },
} as const satisfies Record<string, Texts>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function errorMessage(code: string, language: Language): string {
  const entry = (ERRORS as Record<string, ErrorEntry>)[code];
  return entry ? entry[language] : ERRORS.internal[language];
}

export function fieldMessage(key: string, language: Language): string {
  const entry = (FIELD_MESSAGES as Record<string, Texts>)[key];
  return entry ? entry[language] : FIELD_MESSAGES.invalid[language];
}
