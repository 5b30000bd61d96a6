import { walletApi } from '@trilha/contract';
import type { FastifyRequest } from 'fastify';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import {
  buyWithSlip,
  chargeCard,
  createOrder,
  executeOrder,
  type PayingRequest,
  payInvoiceWithSlip,
  receiveWebhook,
} from './payments.service.ts';
import { createPixCharge, getPixCharge, paySandboxPix, receivePixWebhook } from './pix.service.ts';
import { addVoucher, deleteCard, listCards, listInvoices, trackEvent, walletRates, walletStatement } from './wallet.service.ts';

/** The company, the caller, the Idempotency-Key header and the endpoint of a paying request. */
const paying = ({ access, session, request }: { access: WorkspaceAccess; session: Session; request: FastifyRequest }): PayingRequest => ({
  access,
  payer: { id: session.user.id, email: session.user.email },
  key: request.headers['idempotency-key'],
  route: request.endpoint?.path ?? request.url,
});

export const walletRoutes: RouteTable['routes'] = [
  route(walletApi.getWallet, ({ deps, access, query }) => walletStatement(deps, access, query)),
  route(walletApi.getWalletRates, ({ deps, access }) => walletRates(deps, access)),
  route(walletApi.addWalletVoucher, (ctx) => addVoucher(ctx.deps, paying(ctx), ctx.body)),
  route(walletApi.listWalletCards, ({ deps, access }) => listCards(deps, access)),
  route(walletApi.deleteWalletCard, ({ deps, access, body }) => deleteCard(deps, access, body)),
  route(walletApi.chargeWalletCard, (ctx) => chargeCard(ctx.deps, paying(ctx), ctx.body)),
  route(walletApi.createWalletBoleto, (ctx) => buyWithSlip(ctx.deps, paying(ctx), 'boleto', ctx.body)),
  route(walletApi.createWalletPjbank, (ctx) => buyWithSlip(ctx.deps, paying(ctx), 'pjbank', ctx.body)),
  route(walletApi.createWalletPaypal, (ctx) => createOrder(ctx.deps, paying(ctx), ctx.body)),
  route(walletApi.executeWalletPaypal, (ctx) => executeOrder(ctx.deps, paying(ctx), ctx.body)),
  route(walletApi.listServicePayments, ({ deps, access, query }) => listInvoices(deps, access, query)),
  route(walletApi.payServiceBoleto, (ctx) => payInvoiceWithSlip(ctx.deps, paying(ctx), 'boleto', ctx.body)),
  route(walletApi.payServicePjbank, (ctx) => payInvoiceWithSlip(ctx.deps, paying(ctx), 'pjbank', ctx.body)),
  route(walletApi.trackWalletEvent, ({ deps, access, session, body }) => trackEvent(deps, access, session.user.id, body)),
  route(walletApi.createWalletPix, (ctx) => createPixCharge(ctx.deps, paying(ctx), ctx.body)),
  route(walletApi.getWalletPix, ({ deps, access, params }) => getPixCharge(deps, access, params.id)),
  route(walletApi.receivePixWebhook, ({ deps, request }) => receivePixWebhook(deps, request.rawBody, request.headers)),
  // the dev tools' guard answers it only to this machine, and never in production
  route(walletApi.payDevPix, ({ deps, params }) => paySandboxPix(deps, params.id)),
  route(walletApi.receivePaymentWebhook, ({ deps, params, request }) =>
    receiveWebhook(deps, params.provider, request.rawBody, request.headers),
  ),
];
