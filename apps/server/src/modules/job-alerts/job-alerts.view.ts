import { html, type SafeHtml } from '../../platform/http/escape-html.ts';

/** A small pt-BR page of the server, its title also its heading. */
const page = (title: string, body: SafeHtml): string =>
  html`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Trilha</title></head><body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><main><h1>${title}</h1>${body}</main></body></html>`
    .value;

/** The question a cancel link opens on: one button, which posts the same signed address. */
export const confirmPage = (action: string): string =>
  page(
    'Cancelar alerta de vagas',
    html`<p>Você não receberá mais e-mails deste alerta de vagas. Seus outros alertas continuam como estão.</p><form method="post" action="${action}" enctype="text/plain"><button type="submit" style="font-size: 1rem; padding: 0.5rem 1rem">Cancelar alerta</button></form>`,
  );

export const cancelledPage = (query: string): string =>
  page(
    'Alerta cancelado',
    html`<p>${query ? html`O alerta “${query}” foi excluído.` : html`O alerta foi excluído.`} Você não receberá mais e-mails dele.</p><p>Para criar outro alerta, faça uma busca de vagas na Trilha e escolha “Criar alerta”.</p>`,
  );

export const invalidLinkPage = (): string =>
  page('Link inválido', html`<p>Este link de cancelamento não é válido ou o alerta já foi excluído.</p>`);
