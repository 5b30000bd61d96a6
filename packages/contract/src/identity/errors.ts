import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of sign-up, sign-in, recovery, password and account endpoints. */
export const IDENTITY_ERRORS = {
  // sign-in and session
  'auth.user_not_found': e(401, 'Usuário não encontrado', 'User not found', 'Usuario no encontrado'),
  'auth.wrong_password': e(401, 'Opa! senha incorreta', 'Oops! Wrong password', '¡Ups! Contraseña incorrecta'),
  'auth.invalid_credentials': e(
    400,
    'E-mail ou senha inválidos',
    'Invalid e-mail or password',
    'Correo electrónico o contraseña no válidos',
  ),
  'auth.user_disabled': e(403, 'Usuário desabilitado', 'User disabled', 'Usuario deshabilitado'),
  // an address past its limit of failures over many accounts: the same answer for a right or a wrong password
  'auth.code_required': e(
    401,
    'Houve muitas tentativas de acesso a partir da sua rede. Se o e-mail e a senha estiverem corretos, enviamos um código de acesso para o seu e-mail: digite-o abaixo para entrar.',
    'There were too many sign-in attempts from your network. If the e-mail and password are right, we sent an access code to your e-mail: type it below to sign in.',
    'Hubo demasiados intentos de acceso desde tu red. Si el correo y la contraseña son correctos, enviamos un código de acceso a tu correo: escríbelo abajo para entrar.',
  ),
  'auth.invalid_code': e(
    401,
    'Código de acesso inválido ou expirado.',
    'Invalid or expired access code.',
    'Código de acceso no válido o vencido.',
  ),
  // registration
  'register.email_registered': e(
    409,
    'Este e-mail já está cadastrado',
    'This e-mail is already registered',
    'Este correo electrónico ya está registrado',
  ),
  'register.user_being_deleted': e(
    409,
    'Este usuário está em processo de exclusão',
    'This user is being deleted',
    'Este usuario está en proceso de eliminación',
  ),
  'register.invalid_domain': e(
    422,
    'Este domínio de e-mail não é válido ou permitido',
    'This e-mail domain is not valid or allowed',
    'Este dominio de correo no es válido o permitido',
  ),
  'register.failed': e(
    500,
    'Não foi possível criar sua conta no momento',
    'We could not create your account right now',
    'No fue posible crear tu cuenta en este momento',
  ),
  // recovery and password
  'recovery.invalid_code': e(
    410,
    'Este link de recuperação é inválido ou expirou',
    'This recovery link is invalid or has expired',
    'Este enlace de recuperación no es válido o ha expirado',
  ),
  // the address of a company's owner
  'email_confirmation.invalid_code': e(
    410,
    'Este link de confirmação é inválido ou expirou',
    'This confirmation link is invalid or has expired',
    'Este enlace de confirmación no es válido o ha expirado',
  ),
  'email_confirmation.not_needed': e(
    409,
    'Seu e-mail já está confirmado',
    'Your e-mail is already confirmed',
    'Tu correo ya está confirmado',
  ),
  'password.wrong_current': e(422, 'Senha atual incorreta', 'Current password is incorrect', 'Contraseña actual incorrecta'),
  'password.same_as_current': e(
    422,
    'A nova senha deve ser diferente da atual',
    'The new password must differ from the current one',
    'La nueva contraseña debe ser diferente de la actual',
  ),
  // account
  'account.disable_failed': e(
    422,
    'Ops! Não foi possível desabilitar seu usuário no momento',
    'Oops! We could not disable your user right now',
    '¡Ups! No fue posible deshabilitar tu usuario en este momento',
  ),
  'account.pending_deletion': e(
    403,
    'Sua conta está em processo de exclusão',
    'Your account is pending deletion',
    'Tu cuenta está en proceso de eliminación',
  ),
  'account.reactivation_expired': e(
    410,
    'O prazo de reativação da sua conta terminou',
    'The reactivation window of your account has ended',
    'El plazo de reactivación de tu cuenta terminó',
  ),
  'account.not_pending_deletion': e(
    409,
    'Sua conta não está em processo de exclusão',
    'Your account is not pending deletion',
    'Tu cuenta no está en proceso de eliminación',
  ),
} as const satisfies Record<string, ErrorEntry>;

/** Field messages of the identity forms. */
export const IDENTITY_FIELD_MESSAGES = {
  'email.domain': {
    'pt-BR': 'Este domínio de e-mail não é válido ou permitido',
    en: 'This e-mail domain is not valid or allowed',
    es: 'Este dominio de correo no es válido o permitido',
  },
  'phone.ddd': { 'pt-BR': 'DDD inválido', en: 'Invalid area code', es: 'Código de área no válido' },
  'phone.invalid': { 'pt-BR': 'Telefone inválido', en: 'Invalid phone number', es: 'Teléfono no válido' },
  'password.min': {
    'pt-BR': 'A senha deve ter no mínimo 8 caracteres',
    en: 'The password must have at least 8 characters',
    es: 'La contraseña debe tener al menos 8 caracteres',
  },
  'password.rules': {
    'pt-BR': 'A senha deve ter letra minúscula, letra maiúscula, número e um caractere especial',
    en: 'The password needs a lowercase letter, an uppercase letter, a digit and a special character',
    es: 'La contraseña debe tener minúscula, mayúscula, número y un carácter especial',
  },
  'password.invalid_chars': {
    'pt-BR': 'Sua senha possui caracteres inválidos',
    en: 'Your password has invalid characters',
    es: 'Tu contraseña tiene caracteres no válidos',
  },
  'password.mismatch': { 'pt-BR': 'As senhas não coincidem', en: 'Passwords do not match', es: 'Las contraseñas no coinciden' },
  'password.same': {
    'pt-BR': 'A nova senha deve ser diferente da atual',
    en: 'The new password must differ from the current one',
    es: 'La nueva contraseña debe ser diferente de la actual',
  },
  'terms.required': {
    'pt-BR': 'Você precisa aceitar os termos de uso',
    en: 'You must accept the terms of use',
    es: 'Debes aceptar los términos de uso',
  },
  'confirm.deletar': { 'pt-BR': 'Digite DELETAR para confirmar', en: 'Type DELETAR to confirm', es: 'Escribe DELETAR para confirmar' },
  'confirm.email': {
    'pt-BR': 'O e-mail não corresponde ao da sua conta',
    en: 'The e-mail does not match your account',
    es: 'El correo no coincide con el de tu cuenta',
  },
} as const satisfies Record<string, Texts>;
