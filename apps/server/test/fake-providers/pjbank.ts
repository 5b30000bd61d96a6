// A local stand-in for PJBank's bank-slip API (Recebimentos): issue a slip at POST
// /recebimentos/<credencial>/transacoes (JSON, X-CHAVE header, dates MM/DD/YYYY, amount in reais; the same
// pedido_numero returns the same slip), consult it at GET /recebimentos/<credencial>/transacoes/<id_unico>, answers
// `{ status: '201', msg, id_unico, linkBoleto, linhaDigitavel, … }` and `{ status: '4xx', msg }`. The bank's side (the
// slip registered, paid, credited, rejected) is moved by the test; `notification` builds what PJBank posts back.
import { createHmac, randomBytes } from 'node:crypto';
import { type FakeAnswer, type FakeServer, jsonFields, startFakeServer } from './http.ts';

interface FakeSlip {
  id_unico: string;
  nossonumero: string;
  pedido_numero: string;
  valor: number;
  valor_pago: number | null;
  data_vencimento: string;
  data_pagamento: string;
  data_credito: string;
  registro_sistema_bancario: 'pendente' | 'confirmado' | 'rejeitado' | 'baixado';
  linkBoleto: string;
  linhaDigitavel: string;
  /** the payer as the slip names them */
  nome_cliente: string;
  cpf_cliente: string | null;
}

export interface FakePjbank extends FakeServer {
  credential: string;
  key: string;
  webhookSecret: string;
  slips: Map<string, FakeSlip>;
  /** the bank moves a slip on; dates as PJBank writes them, MM/DD/YYYY */
  update(
    idUnico: string,
    change: Partial<Pick<FakeSlip, 'registro_sistema_bancario' | 'data_pagamento' | 'data_credito' | 'valor_pago'>>,
  ): void;
  /** the JSON PJBank posts to the notification address for a slip as it stands */
  notification(idUnico: string): string;
}

/** The signature headers of a PJBank notification in the scheme the adapter documents (HMAC of `<t>.<body>`). */
export function pjbankSignatureHeaders(secret: string, body: string, timestamp: number): Record<string, string> {
  return {
    'x-pjbank-timestamp': String(timestamp),
    'x-pjbank-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
  };
}

const refusal = (status: number, msg: string): FakeAnswer => ({ status, body: { status: String(status), msg } });

export async function startFakePjbank(): Promise<FakePjbank> {
  const credential = randomBytes(20).toString('hex');
  const key = randomBytes(20).toString('hex');
  const webhookSecret = randomBytes(16).toString('hex');
  const slips = new Map<string, FakeSlip>();
  const byOrder = new Map<string, string>();
  let sequence = 10_647_852;

  const issue = (fields: Record<string, unknown>): FakeAnswer => {
    const valor = fields.valor;
    if (typeof valor !== 'number' || !(valor >= 5)) return refusal(400, 'O valor mínimo do boleto é R$ 5,00.');
    if (typeof fields.vencimento !== 'string' || !/^\d{2}\/\d{2}\/\d{4}$/.test(fields.vencimento))
      return refusal(400, 'Data de vencimento inválida.');
    if (typeof fields.nome_cliente !== 'string' || fields.nome_cliente.trim() === '') return refusal(400, 'Nome do cliente é obrigatório.');
    const order = typeof fields.pedido_numero === 'string' ? fields.pedido_numero : '';
    const existing = order ? slips.get(byOrder.get(order) ?? '') : undefined;
    const idUnico = existing?.id_unico ?? String(sequence++);
    const slip: FakeSlip = existing ?? {
      id_unico: idUnico,
      nossonumero: idUnico,
      pedido_numero: order,
      valor,
      valor_pago: null,
      data_vencimento: fields.vencimento,
      data_pagamento: '',
      data_credito: '',
      registro_sistema_bancario: 'pendente',
      linkBoleto: `https://pjbank.test/subadquirente/api/publico/boleto?i=${randomBytes(20).toString('hex')}`,
      linhaDigitavel: `03399.69925 58700.001066 ${idUnico.slice(0, 5)}.${idUnico.slice(5).padEnd(6, '0')} 4 ${String(Math.round(valor * 100)).padStart(14, '0')}`,
      nome_cliente: fields.nome_cliente,
      cpf_cliente: typeof fields.cpf_cliente === 'string' ? fields.cpf_cliente : null,
    };
    slips.set(idUnico, slip);
    if (order) byOrder.set(order, idUnico);
    return {
      status: 201,
      body: {
        status: '201',
        msg: 'Sucesso.',
        nossonumero: slip.nossonumero,
        id_unico: slip.id_unico,
        banco_numero: '033',
        credencial: credential,
        linkBoleto: slip.linkBoleto,
        linkGrupo: `${slip.linkBoleto}&g=1`,
        linhaDigitavel: slip.linhaDigitavel,
      },
    };
  };

  const server = await startFakeServer((request) => {
    const path = /^\/recebimentos\/(\w+)\/transacoes(?:\/(\w+))?$/.exec(request.path);
    if (!path) return refusal(404, 'Rota não encontrada.');
    if (path[1] !== credential || request.headers['x-chave'] !== key) return refusal(401, 'Credencial ou chave inválida.');
    if (request.method === 'POST' && !path[2]) return issue(jsonFields(request.body));
    if (request.method === 'GET' && path[2]) {
      const slip = slips.get(path[2]);
      if (!slip) return refusal(404, 'Boleto não encontrado.');
      return {
        status: 200,
        body: [{ ...slip, valor: String(slip.valor), valor_pago: slip.valor_pago === null ? '' : String(slip.valor_pago) }],
      };
    }
    return refusal(405, 'Método não permitido.');
  });
  return {
    ...server,
    credential,
    key,
    webhookSecret,
    slips,
    update(idUnico, change) {
      const slip = slips.get(idUnico);
      if (!slip) throw new Error(`no slip ${idUnico}`);
      Object.assign(slip, change);
    },
    notification(idUnico) {
      const slip = slips.get(idUnico);
      if (!slip) throw new Error(`no slip ${idUnico}`);
      return JSON.stringify({ tipo: 'recebimento_boleto', ...slip });
    },
  };
}
