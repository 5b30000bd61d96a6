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
