import { html, type SafeHtml } from '../../platform/http/escape-html.ts';

/** A sandbox page: a small pt-BR document, its title also its heading. */
const page = (title: string, body: SafeHtml): string =>
  html`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><main><h1>${title}</h1>${body}</main></body></html>`
    .value;

/** The PayPal-like approval page: approve or cancel the test payment. */
export const approvalPage = ({ approve, cancel }: { approve: string; cancel: string }): string =>
  page(
    'Sandbox de pagamento',
    html`<p>Confirme o pagamento de teste. Nenhum valor real é cobrado.</p><p><a href="${approve}">Aprovar</a> · <a href="${cancel}">Cancelar</a></p>`,
  );

/** The printable bank slip page of the sandbox. */
export const slipPage = (ref: string): string =>
  page(
    'Boleto de teste',
    html`<p>Este boleto é do ambiente de testes: ele é registrado, pago e compensado automaticamente.</p><p>Referência: ${ref}</p>`,
  );

/** What the sandbox's Pix page shows of a charge. */
export interface SandboxPixView {
  status: 'pending' | 'paid' | 'expired';
  amount: string;
  credits: number;
  txid: string;
  receiver: string;
}

/** The sandbox's Pix page: the charge and, while it waits, the button that pays it (nothing real is charged). */
export const pixPage = (charge: SandboxPixView | null, action: string): string => {
  if (!charge) return page('Pix de teste', html`<p>Cobrança Pix não encontrada.</p>`);
  const state = { pending: 'Aguardando pagamento', paid: 'Pago', expired: 'Expirado' }[charge.status];
  const details = html`<p>Ambiente de testes: nenhum valor real é cobrado.</p><dl><dt>Valor</dt><dd>${charge.amount} (${String(charge.credits)} créditos)</dd><dt>Recebedor</dt><dd>${charge.receiver}</dd><dt>txid</dt><dd>${charge.txid}</dd><dt>Situação</dt><dd data-pix-status="${charge.status}">${state}</dd></dl>`;
  const button =
    charge.status === 'pending' &&
    html`<form method="post" action="${action}" enctype="text/plain"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Pagar Pix</button></form>`;
  return page('Pix de teste', html`${details}${button}`);
};
