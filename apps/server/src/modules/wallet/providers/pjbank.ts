import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentsConfig } from '../../../config.ts';
import type { Failed, SlipProvider, SlipResult, SlipStatus, WebhookEvent, WebhookVerifier } from './provider.ts';

/**
 * The PJBank adapter (bank slips, `POST /v1/-/wallet/pjbank` and `/servicepayment/pjbank`): PJBank's Recebimentos API
 * at PJBANK_API_URL with the company's credential in the path and its key in the X-CHAVE header (PJBANK_CREDENTIAL,
 * PJBANK_KEY). JSON bodies; dates are MM/DD/YYYY and amounts are reais, as PJBank's API takes them.
 * - Issue: POST /recebimentos/<credencial>/transacoes with `pedido_numero` = the payment's id. PJBank updates the slip of
 *   a `pedido_numero` it already has instead of issuing another, which makes a retried call safe (confirm with PJBank
 *   that this holds for the account, and the longest `pedido_numero` it takes: the payment's id is a UUID).
 *   PJBank asks the payer's CPF/CNPJ (`cpf_cliente`) for registered slips; SlipInput does not carry it yet.
 * - Status: GET /recebimentos/<credencial>/transacoes/<id_unico> → `registro_sistema_bancario` (pendente, confirmado,
 *   rejeitado, baixado), `data_pagamento` and `data_credito` (the day the money is available: cleared).
 * - Notifications: PJBank posts the slip's JSON to the address set at credentialing. This adapter accepts it only when
 *   signed with PJBANK_WEBHOOK_SECRET: header `X-PJBank-Timestamp` (Unix seconds) and `X-PJBank-Signature`, the hex
 *   HMAC-SHA256 of `<timestamp>.<raw body>`, within 5 minutes of now. A production deployment must confirm with PJBank
 *   how its notifications are authenticated and adapt this check to it; if PJBank cannot sign them, put an unguessable
 *   token in the notification address and confirm each notification with `slipStatus` before crediting.
 * - Answers: a network error, a timeout, 429 or 5xx → unreachable; a refusal (`{ status: '4xx', msg }`) or an answer
 *   that is not PJBank's shape → provider_error. Nothing is logged here; `detail` holds PJBank's status code only.
 */
const PJBANK = 'pjbank';

const SIGNATURE_TOLERANCE_S = 300;

interface AdapterOptions {
  /** how long one call to the provider may take before the route counts as unreachable */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type PjbankConfig = PaymentsConfig['pjbank'];
type Answer = { body: unknown } | Failed;

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : typeof value === 'number' ? String(value) : null;

/** YYYY-MM-DD → MM/DD/YYYY (PJBank's date format). */
const pjbankDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** MM/DD/YYYY → the start of that day in São Paulo, or null. */
function dateOf(value: unknown): Date | null {
  const match = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  if (!match) return null;
  const date = new Date(`${match[3]}-${match[1]}-${match[2]}T00:00:00-03:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Where a slip stands from PJBank's fields (the consultation and the notification carry the same ones). */
function stateOf(slip: Record<string, unknown>, now: Date): SlipStatus {
  const registration = text(slip.registro_sistema_bancario)?.toLowerCase();
  const paidAt = dateOf(slip.data_pagamento);
  const clearedAt = dateOf(slip.data_credito);
  if (!paidAt && (registration === 'rejeitado' || registration === 'baixado')) return { ok: true, state: 'cancelled' };
  // PJBank gives no registration time: a registered slip counts from when the server learns of it
  const registeredAt = now;
  if (paidAt && clearedAt && clearedAt.getTime() <= now.getTime()) return { ok: true, state: 'cleared', registeredAt, paidAt, clearedAt };
  if (paidAt) return { ok: true, state: 'paid', registeredAt, paidAt };
  if (registration === 'confirmado') return { ok: true, state: 'registered', registeredAt };
  if (registration === 'pendente') return { ok: true, state: 'pending' };
  return { ok: false, failure: 'provider_error', detail: 'unknown_state' };
}

export type PjbankProvider = SlipProvider & WebhookVerifier;

/** The PJBank adapter built from `config.payments.pjbank`. */
export function pjbankProvider(config: PjbankConfig, options: AdapterOptions = {}): PjbankProvider {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const fetchImpl = options.fetch ?? fetch;
  // the trailing slashes from the first of them (?<!\/): a start at each would scan the run again, n² on a long one
  const base = config.apiUrl.replace(/(?<!\/)\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body: unknown): Promise<Answer> {
    if (!config.credential || !config.key) return { ok: false, failure: 'provider_error', detail: 'not_configured' };
    let response: Response;
    let raw: string;
    try {
      response = await fetchImpl(`${base}/recebimentos/${encodeURIComponent(config.credential)}/transacoes${path}`, {
        method,
        headers: {
          'x-chave': config.key,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      raw = await response.text();
    } catch (error) {
      return { ok: false, failure: 'unreachable', detail: error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network' };
    }
    if (response.status >= 500 || response.status === 429) return { ok: false, failure: 'unreachable', detail: `http_${response.status}` };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
    }
    // PJBank repeats the status in the body, sometimes with HTTP 200
    const status = Number(record(parsed)?.status ?? response.status);
    if (!response.ok || status >= 400)
      return { ok: false, failure: status >= 500 ? 'unreachable' : 'provider_error', detail: `pjbank_${status}` };
    return { body: parsed };
  }

  return {
    name: PJBANK,

    async createSlip(input): Promise<SlipResult> {
      const answer = await call('POST', '', {
        vencimento: pjbankDate(input.dueDate),
        valor: input.amountCents / 100,
        juros: 0,
        multa: 0,
        desconto: '',
        nome_cliente: input.payer.name,
        ...(input.payer.taxId ? { cpf_cliente: input.payer.taxId } : {}),
        ...(input.payer.email ? { email_cliente: input.payer.email } : {}),
        texto: input.description.slice(0, 200),
        pedido_numero: input.paymentId,
      });
      if ('ok' in answer) return answer;
      const body = record(answer.body);
      const ref = text(body?.id_unico);
      const line = text(body?.linhaDigitavel);
      const url = text(body?.linkBoleto);
      if (!ref || !line || !url) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      return { ok: true, ref, digitableLine: line, url, dueDate: input.dueDate };
    },

    async slipStatus({ ref, now }): Promise<SlipStatus> {
      const answer = await call('GET', `/${encodeURIComponent(ref)}`, undefined);
      if ('ok' in answer) return answer;
      const slip = record(Array.isArray(answer.body) ? answer.body[0] : answer.body);
      if (!slip || text(slip.id_unico) !== ref) return { ok: false, failure: 'provider_error', detail: 'malformed_answer' };
      return stateOf(slip, now);
    },

    verifyWebhook({ rawBody, headers, now }): WebhookEvent | null {
      const timestamp = Number(header(headers, 'x-pjbank-timestamp'));
      const signature = header(headers, 'x-pjbank-signature');
      if (!config.webhookSecret || !signature || !Number.isInteger(timestamp)) return null;
      if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return null;
      const expected = createHmac('sha256', config.webhookSecret).update(`${timestamp}.${rawBody}`).digest('hex');
      if (!sameText(expected, signature.toLowerCase())) return null;
      let slip: Record<string, unknown> | null;
      try {
        slip = record(JSON.parse(rawBody));
      } catch {
        return null;
      }
      const ref = slip ? text(slip.id_unico) : null;
      if (!slip || !ref || ref.length > 200) return null;
      const status = stateOf(slip, now);
      const type: WebhookEvent['type'] = !status.ok
        ? 'other'
        : status.state === 'cleared'
          ? 'payment.concluded'
          : status.state === 'paid'
            ? 'slip.paid'
            : status.state === 'registered'
              ? 'slip.registered'
              : status.state === 'cancelled'
                ? 'payment.cancelled'
                : 'other';
      const occurredAt =
        status.ok && status.state === 'cleared' ? status.clearedAt : status.ok && status.state === 'paid' ? status.paidAt : null;
      // PJBank's notification has no id of its own: the slip and the state it reports make one, so a repeat is idempotent
      return { id: `${ref}:${type}`, type, ref, occurredAt };
    },
  };
}
