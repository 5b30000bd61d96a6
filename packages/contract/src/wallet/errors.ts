import { type ErrorEntry, e, type Texts } from '../errors/define.ts';

/** Errors of wallet and payments (card operator, payment route, payment provider among them). */
export const WALLET_ERRORS = {
  'wallet.idempotency_key_required': e(
    400,
    'Envie o cabeçalho Idempotency-Key para que o pagamento não seja feito duas vezes.',
    'Send the Idempotency-Key header so the payment is not made twice.',
    'Envía el encabezado Idempotency-Key para que el pago no se haga dos veces.',
  ),
  'wallet.idempotency_conflict': e(
    409,
    'Esta chave de idempotência já foi usada em outro pedido.',
    'This idempotency key was already used for another request.',
    'Esta clave de idempotencia ya se usó en otra solicitud.',
  ),
  'wallet.payment_exempt': e(
    403,
    'Esta empresa é isenta de pagamento',
    'This company is exempt from payment',
    'Esta empresa está exenta de pago',
  ),
  'wallet.card_declined': e(
    402,
    'Pagamento negado pela operadora do cartão',
    'Payment denied by the card operator',
    'Pago rechazado por la operadora de la tarjeta',
  ),
  'wallet.route_unreachable': e(
    502,
    'Não foi possível conectar à rota de pagamento. Tente novamente em instantes.',
    'The payment route could not be reached. Try again shortly.',
    'No fue posible conectar con la ruta de pago. Inténtalo de nuevo en unos instantes.',
  ),
  'wallet.provider_error': e(
    502,
    'Erro no provedor de pagamento. Tente novamente mais tarde.',
    'Payment provider error. Try again later.',
    'Error del proveedor de pago. Inténtalo de nuevo más tarde.',
  ),
  'wallet.card_invalid': e(400, 'Cartão inválido', 'Invalid card', 'Tarjeta no válida'),
  'wallet.card_not_found': e(404, 'Cartão não encontrado', 'Card not found', 'Tarjeta no encontrada'),
  'wallet.voucher_not_found': e(404, 'Voucher não encontrado', 'Voucher not found', 'Cupón no encontrado'),
  'wallet.voucher_expired': e(410, 'Este voucher expirou', 'This voucher has expired', 'Este cupón ha expirado'),
  'wallet.voucher_used': e(409, 'Este voucher já foi utilizado', 'This voucher has already been used', 'Este cupón ya fue utilizado'),
  'wallet.payment_not_found': e(404, 'Pagamento não encontrado', 'Payment not found', 'Pago no encontrado'),
  'wallet.payment_not_pending': e(
    409,
    'Este pagamento não está mais pendente',
    'This payment is no longer pending',
    'Este pago ya no está pendiente',
  ),
  'wallet.invoice_not_found': e(404, 'Fatura não encontrada', 'Invoice not found', 'Factura no encontrada'),
  'wallet.invoice_not_open': e(409, 'Esta fatura não está em aberto', 'This invoice is not open', 'Esta factura no está abierta'),
  'wallet.webhook_invalid': e(
    400,
    'Assinatura da notificação de pagamento inválida',
    'Invalid payment notification signature',
    'Firma de la notificación de pago no válida',
  ),
  'wallet.pix_unavailable': e(
    409,
    'O Pix não está disponível: a chave Pix e os dados do recebedor não foram configurados.',
    'Pix is not available: the Pix key and the receiver’s details are not configured.',
    'Pix no está disponible: la clave Pix y los datos del receptor no están configurados.',
  ),
  'wallet.pix_not_found': e(404, 'Cobrança Pix não encontrada', 'Pix charge not found', 'Cobro Pix no encontrado'),
  'wallet.pix_expired': e(
    410,
    'Esta cobrança Pix expirou. Gere uma nova cobrança.',
    'This Pix charge has expired. Create a new charge.',
    'Este cobro Pix ha expirado. Genera un nuevo cobro.',
  ),
  'wallet.pix_webhook_unauthorized': e(
    401,
    'Notificação Pix não autenticada',
    'Unauthenticated Pix notification',
    'Notificación Pix no autenticada',
  ),
  'wallet.provider_unknown': e(404, 'Provedor de pagamento desconhecido', 'Unknown payment provider', 'Proveedor de pago desconocido'),
} as const satisfies Record<string, ErrorEntry>;

export const WALLET_FIELD_MESSAGES = {
  'wallet.credits_min': {
    'pt-BR': 'O valor mínimo é de 20 créditos',
    en: 'The minimum amount is 20 credits',
    es: 'El valor mínimo es de 20 créditos',
  },
  'wallet.credits_max': {
    'pt-BR': 'O valor máximo é de 100.000 créditos',
    en: 'The maximum amount is 100,000 credits',
    es: 'El valor máximo es de 100.000 créditos',
  },
  'wallet.credits_integer': {
    'pt-BR': 'Informe um número inteiro de créditos',
    en: 'Enter a whole number of credits',
    es: 'Indica un número entero de créditos',
  },
  'wallet.from_min': {
    'pt-BR': 'O histórico começa em 01/01/2015',
    en: 'The history starts on 2015-01-01',
    es: 'El historial empieza el 01/01/2015',
  },
  'wallet.range_order': {
    'pt-BR': 'A data inicial deve ser anterior à data final',
    en: 'The start date must be before the end date',
    es: 'La fecha inicial debe ser anterior a la fecha final',
  },
  'wallet.card_source': {
    'pt-BR': 'Informe um cartão novo ou um cartão salvo',
    en: 'Enter a new card or choose a saved card',
    es: 'Indica una tarjeta nueva o una tarjeta guardada',
  },
} as const satisfies Record<string, Texts>;
