import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import {
  walletChargeBody,
  walletInvoiceBody,
  walletPayment,
  walletPaypalCreateBody,
  walletPaypalExecuteBody,
  walletPixBody,
  walletPixCharge,
  walletQuery,
  walletRates,
  walletSavedCard,
  walletServiceInvoice,
  walletSlipBody,
  walletStatement,
  walletTrackBody,
  walletVoucherBody,
} from './schemas.ts';

/**
 * Wallet and payments of the company in the X-Company header. Reads need 'admin.access'; every
 * paying request needs 'wallet.pay' and the `Idempotency-Key` header (missing → 400; the same key and body answer
 * the first answer again; the same key with another body → 409). Exempt companies are refused
 * ('wallet.payment_exempt').
 */
const tag = 'wallet';
const company = { from: 'company-header' } as const;
const paymentAnswer = z.object({ payment: walletPayment });

export const getWallet = defineEndpoint({
  method: 'GET',
  path: '/v1/-/wallet',
  summary: 'The company’s balance and credit ledger of a period (newest first), all or only debits or credits',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: walletQuery,
  responses: { 200: walletStatement },
});

export const getWalletRates = defineEndpoint({
  method: 'GET',
  path: '/v1/-/wallet/rates',
  summary: 'Price of a credit per currency, packages, limits, the company’s status and the card tokenizer',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  responses: { 200: walletRates },
});

export const addWalletVoucher = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/voucher/add',
  summary: 'Redeems a single-use voucher: its credits enter the ledger (Idempotency-Key header required)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletVoucherBody,
  responses: { 200: z.object({ credits: z.number(), balance: z.number() }) },
});

export const listWalletCards = defineEndpoint({
  method: 'GET',
  path: '/v1/-/wallet/card',
  summary: 'The company’s saved cards (brand, last digits, holder, expiry)',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  responses: { 200: z.object({ items: z.array(walletSavedCard) }) },
});

export const deleteWalletCard = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/wallet/card',
  summary: 'Removes a saved card; `token` is the saved card’s id as listed',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: z.object({ token: z.string().trim().min(1).max(200) }),
  responses: { 204: z.null() },
});

export const chargeWalletCard = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/stripe/charge',
  summary:
    'Buys credits with a tokenized or saved card: concluded at once (402 denied by the card operator, 502 route unreachable or provider error)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletChargeBody,
  responses: {
    200: z.object({ payment: walletPayment, balance: z.number(), card: walletSavedCard.nullable() }),
  },
});

export const createWalletBoleto = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/boleto',
  summary: 'Buys credits with a bank slip (status request; registered within 2 hours, credited up to 2 days after payment)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletSlipBody,
  responses: { 201: paymentAnswer },
});

export const createWalletPjbank = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/pjbank',
  summary: 'Buys credits with a PJBank bank slip (status request, as a boleto)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletSlipBody,
  responses: { 201: paymentAnswer },
});

export const createWalletPaypal = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/paypal/create',
  summary: 'Starts a PayPal-like purchase: the payer approves at approvalUrl and returns to returnPath with paymentId and PayerID',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletPaypalCreateBody,
  responses: { 201: z.object({ paymentId: z.string(), approvalUrl: z.string() }) },
});

export const executeWalletPaypal = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/paypal/execute',
  summary: 'Completes an approved PayPal-like purchase: concluded and credited',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletPaypalExecuteBody,
  responses: { 200: z.object({ payment: walletPayment, balance: z.number() }) },
});

export const listServicePayments = defineEndpoint({
  method: 'GET',
  path: '/v1/-/servicepayment',
  summary: 'The company’s service invoices, latest due date first, with the payment asked for each',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  query: pageQuery,
  responses: { 200: pageOf(walletServiceInvoice) },
});

export const payServiceBoleto = defineEndpoint({
  method: 'POST',
  path: '/v1/-/servicepayment/boleto',
  summary: 'Pays an open service invoice with a bank slip (status request)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletInvoiceBody,
  responses: { 201: paymentAnswer },
});

export const payServicePjbank = defineEndpoint({
  method: 'POST',
  path: '/v1/-/servicepayment/pjbank',
  summary: 'Pays an open service invoice with a PJBank bank slip (status request)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletInvoiceBody,
  responses: { 201: paymentAnswer },
});

export const trackWalletEvent = defineEndpoint({
  method: 'POST',
  path: '/v1/-/notify/track',
  summary: 'Records what the payment screens report (a plan viewed, a purchase started) for the sales team',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  body: walletTrackBody,
  responses: { 204: z.null() },
});

export const receivePaymentWebhook = defineEndpoint({
  method: 'POST',
  path: '/v1/payments/webhooks/:provider',
  summary: 'A payment provider’s notification: the raw body’s signature is verified; an event already handled changes nothing',
  tag,
  access: 'public',
  scope: 'public',
  params: z.object({ provider: z.string().min(1).max(40) }),
  responses: { 200: z.object({ received: z.boolean() }) },
});

export const createWalletPix = defineEndpoint({
  method: 'POST',
  path: '/v1/-/wallet/pix',
  summary:
    'Buys credits by Pix: a charge of 30 minutes with its BR Code (copia e cola) and QR code; credited once when paid (Idempotency-Key header required)',
  tag,
  access: 'session',
  scope: company,
  permission: 'wallet.pay',
  body: walletPixBody,
  responses: { 201: walletPixCharge },
});

export const getWalletPix = defineEndpoint({
  method: 'GET',
  path: '/v1/-/wallet/pix/:id',
  summary: 'A Pix charge of the company: pending, paid or expired (the page asks until it changes)',
  tag,
  access: 'session',
  scope: company,
  permission: 'admin.access',
  params: z.object({ id: z.string().min(1).max(100) }),
  responses: { 200: walletPixCharge },
});

export const receivePixWebhook = defineEndpoint({
  method: 'POST',
  path: '/v1/webhooks/pix',
  summary:
    'A PSP’s Pix notification (Banco Central Pix API shape): authenticated by the shared secret (header) or an HMAC of the body; each paid txid is credited once',
  tag,
  access: 'public',
  scope: 'public',
  // read after the secret is checked (pixWebhookBody): an unauthenticated caller learns nothing of the shape
  responses: { 200: z.object({ received: z.number() }) },
});

/** Dev tools: 404 in production and to anyone not local. */
export const payDevPix = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/pix/:id/pay',
  summary: 'The sandbox pays a pending Pix charge, as a payer’s bank would (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  params: z.object({ id: z.string().min(1).max(100) }),
  responses: { 200: walletPixCharge },
});
