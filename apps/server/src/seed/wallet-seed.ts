import { WALLET_CREDIT_PRICE_CENTS } from '@trilha/contract';
import { creditMovements, payments, savedCards, serviceInvoices, vouchers } from '../db/schema/index.ts';
import { tokenizeSandboxCard } from '../modules/wallet/providers/sandbox.ts';
import { sandboxWebhookSecretOf } from '../modules/wallet/providers/sandbox-secret.ts';
import { setWorkspaceStatus } from '../modules/workspaces/workspaces.data.ts';
import { DAY, HOUR } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** Vouchers of the demo: one valid for anyone, one expired, five for Acme's browser journeys. */
const DEMO_VOUCHERS = {
  valid: 'TRILHA50',
  expired: 'EXPIRADO10',
  journeys: ['E2E-ACME-1', 'E2E-ACME-2', 'E2E-ACME-3', 'E2E-ACME-4', 'E2E-ACME-5'],
  redeemed: 'BOASVINDAS100',
} as const;

const USAGE = [
  'Publicação da vaga Pessoa Desenvolvedora Backend',
  'Item patrocinado: trilha Liderança na Prática',
  'Publicação da vaga Analista de Dados Pleno',
  'Item patrocinado: curso Comunicação Não Violenta',
  'Publicação da vaga Designer de Produto',
];

/**
 * Demo wallet: Acme has a year of purchases (card, PayPal, boleto), usage debits for published positions and
 * sponsored items, a redeemed voucher, a bank slip still in status request, a saved sandbox Visa ending in 4242 and
 * two service invoices (one open, one paid). Globex is on test status with no movements: it must buy once.
 */
export async function seedDemoWallet(deps: Deps): Promise<void> {
  const { db } = deps;
  const now = deps.clock.now();
  const acme = DEMO_WORKSPACE_IDS.acme;
  const owner = DEMO_USERS.owner.id;
  const secret = sandboxWebhookSecretOf(deps.config);
  const day = (daysAgo: number, hour = 14) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hour));

  await setWorkspaceStatus(db, DEMO_WORKSPACE_IDS.globex, 'test');

  const card = tokenizeSandboxCard(
    secret,
    { number: '4242424242424242', holder: 'Bruno Lima', expMonth: 12, expYear: now.getUTCFullYear() + 3 },
    now,
  );
  if (!card) throw new Error('sandbox card not tokenized');
  const [saved] = await db
    .insert(savedCards)
    .values({
      workspaceId: acme,
      provider: 'sandbox',
      token: card.token.replace(/^tok_/, 'card_'),
      brand: card.brand,
      last4: card.last4,
      holder: 'Bruno Lima',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      createdAt: day(330),
    })
    .returning();

  // a purchase a month, alternating methods, each concluded with its ledger movement
  const methods = ['card', 'paypal', 'boleto'] as const;
  for (let month = 11; month >= 0; month--) {
    const at = day(month * 30 + 5, 10);
    const credits = [100, 250, 50, 500][month % 4] ?? 100;
    const method = methods[month % 3] ?? 'card';
    const label = { card: 'cartão', paypal: 'PayPal', boleto: 'boleto' }[method];
    const [payment] = await db
      .insert(payments)
      .values({
        workspaceId: acme,
        purpose: 'credits',
        method,
        provider: 'sandbox',
        status: 'concluded',
        currency: 'BRL',
        amountCents: credits * WALLET_CREDIT_PRICE_CENTS.BRL,
        credits,
        description: `Compra de ${credits} créditos (${label})`,
        providerRef: `seed_${method}_${month}`,
        cardId: method === 'card' ? (saved?.id ?? null) : null,
        createdBy: owner,
        createdAt: at,
        ...(method === 'boleto' && { registeredAt: new Date(at.getTime() + HOUR), paidAt: new Date(at.getTime() + DAY) }),
        concludedAt: method === 'boleto' ? new Date(at.getTime() + 2 * DAY) : at,
        updatedAt: at,
      })
      .returning();
    if (!payment?.concludedAt) continue;
    await db.insert(creditMovements).values({
      workspaceId: acme,
      direction: 'credit',
      credits,
      valueCents: payment.amountCents,
      currency: 'BRL',
      description: payment.description,
      source: 'purchase',
      paymentId: payment.id,
      createdBy: owner,
      occurredAt: payment.concludedAt,
    });
  }

  // usage: a few debits a month
  const debits = Array.from({ length: 30 }, (_, i) => ({
    workspaceId: acme,
    direction: 'debit',
    credits: i % 2 === 0 ? 10 : 5,
    description: USAGE[i % USAGE.length] ?? 'Uso de créditos',
    source: 'usage',
    createdBy: owner,
    occurredAt: day(i * 12 + 2, 16),
  }));
  await db.insert(creditMovements).values(debits);

  await db.insert(vouchers).values([
    { code: DEMO_VOUCHERS.valid, credits: 50, expiresAt: new Date('2027-12-31T23:59:59.000-03:00'), createdAt: now },
    { code: DEMO_VOUCHERS.expired, credits: 10, expiresAt: new Date('2025-01-01T00:00:00.000-03:00'), createdAt: now },
    ...DEMO_VOUCHERS.journeys.map((code) => ({
      code,
      credits: 100,
      expiresAt: new Date('2030-12-31T23:59:59.000-03:00'),
      workspaceId: acme,
      createdAt: now,
    })),
    {
      code: DEMO_VOUCHERS.redeemed,
      credits: 100,
      expiresAt: new Date('2030-12-31T23:59:59.000-03:00'),
      workspaceId: acme,
      redeemedWorkspaceId: acme,
      redeemedBy: owner,
      redeemedAt: day(200),
      createdAt: day(210),
    },
  ]);
  await db.insert(creditMovements).values({
    workspaceId: acme,
    direction: 'credit',
    credits: 100,
    description: `Voucher ${DEMO_VOUCHERS.redeemed}`,
    source: 'voucher',
    voucherCode: DEMO_VOUCHERS.redeemed,
    createdBy: owner,
    occurredAt: day(200),
  });

  // a bank slip just issued: status request until the clock registers, pays and clears it
  const slipAt = new Date(now.getTime() - 20 * 60_000);
  const slipId = '40000000-0000-4000-8000-000000000001';
  await db.insert(payments).values({
    id: slipId,
    workspaceId: acme,
    purpose: 'credits',
    method: 'boleto',
    provider: 'sandbox',
    status: 'request',
    currency: 'BRL',
    amountCents: 100 * WALLET_CREDIT_PRICE_CENTS.BRL,
    credits: 100,
    description: 'Compra de 100 créditos (boleto)',
    providerRef: `sbx_boleto_${slipId}`,
    providerData: {
      bankSlip: {
        digitableLine: '23790.12345 60000.123456 78901.234567 8 00000000050000',
        url: `/sandbox-pay/slips/sbx_boleto_${slipId}`,
        dueDate: new Date(now.getTime() + 3 * DAY).toISOString().slice(0, 10),
      },
    },
    createdBy: owner,
    createdAt: slipAt,
    updatedAt: slipAt,
  });

  // service invoices: last month's paid by boleto, this month's open
  const paidAt = day(25);
  const [servicePayment] = await db
    .insert(payments)
    .values({
      workspaceId: acme,
      purpose: 'service',
      method: 'boleto',
      provider: 'sandbox',
      status: 'concluded',
      currency: 'BRL',
      amountCents: 149_000,
      description: 'Suporte premium — mês anterior',
      providerRef: 'seed_service_1',
      createdBy: owner,
      createdAt: day(30),
      registeredAt: day(30, 15),
      paidAt,
      concludedAt: paidAt,
      updatedAt: paidAt,
    })
    .returning();
  const dueDay = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY).toISOString().slice(0, 10);
  await db.insert(serviceInvoices).values([
    {
      workspaceId: acme,
      service: 'support',
      description: 'Suporte premium — mês anterior',
      currency: 'BRL',
      amountCents: 149_000,
      dueDate: dueDay(-20),
      status: 'paid',
      paymentId: servicePayment?.id ?? null,
      createdAt: day(35),
    },
    {
      workspaceId: acme,
      service: 'support',
      description: 'Suporte premium — mês atual',
      currency: 'BRL',
      amountCents: 149_000,
      dueDate: dueDay(10),
      status: 'open',
      createdAt: day(5),
    },
  ]);
}
