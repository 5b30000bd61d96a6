import { describe, expect, it } from 'vitest';
import { walletChargeBody, walletPaypalCreateBody, walletQuery, walletSlipBody } from './schemas.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('wallet schemas', () => {
  it('accepts whole credits from 20 to 100,000', () => {
    expect(walletSlipBody.parse({ credits: 20 })).toEqual({ credits: 20, currency: 'BRL' });
    expect(messages(walletSlipBody.safeParse({ credits: 19 }))).toEqual({ credits: 'wallet.credits_min' });
    expect(messages(walletSlipBody.safeParse({ credits: 100_001 }))).toEqual({ credits: 'wallet.credits_max' });
    expect(messages(walletSlipBody.safeParse({ credits: 20.5 }))).toEqual({ credits: 'wallet.credits_integer' });
    // JSON integers only: nothing is coerced into an amount
    for (const loose of ['20', '1e2', [20], true, null, '']) {
      expect(messages(walletSlipBody.safeParse({ credits: loose }))).toEqual({ credits: 'wallet.credits_integer' });
    }
    expect(walletSlipBody.safeParse({ credits: 50, currency: 'USD' }).success).toBe(false);
  });

  it('charges exactly one card source; a new card names its holder', () => {
    expect(walletChargeBody.safeParse({ credits: 20, currency: 'BRL', cardToken: 't', holder: 'Ana Lima' }).success).toBe(true);
    expect(walletChargeBody.safeParse({ credits: 20, currency: 'USD', savedCardId: 'c' }).success).toBe(true);
    expect(messages(walletChargeBody.safeParse({ credits: 20, currency: 'BRL' }))).toEqual({ cardToken: 'wallet.card_source' });
    expect(messages(walletChargeBody.safeParse({ credits: 20, currency: 'BRL', cardToken: 't', savedCardId: 'c', holder: 'Ana' }))).toEqual(
      {
        cardToken: 'wallet.card_source',
      },
    );
    expect(messages(walletChargeBody.safeParse({ credits: 20, currency: 'BRL', cardToken: 't' }))).toEqual({ holder: 'required' });
  });

  it('reads the ledger from 2015-01-01, start before end', () => {
    expect(walletQuery.parse({ from: '2015-01-01', to: '2015-01-01' })).toMatchObject({ page: 1, limit: 10 });
    expect(messages(walletQuery.safeParse({ from: '2014-12-31' }))).toEqual({ from: 'wallet.from_min' });
    expect(messages(walletQuery.safeParse({ from: '2020-02-01', to: '2020-01-01' }))).toEqual({ to: 'wallet.range_order' });
    expect(walletQuery.safeParse({ restrict: 'all' }).success).toBe(false);
  });

  it('returns only to a path of this site', () => {
    expect(walletPaypalCreateBody.parse({ credits: 20, currency: 'BRL' }).returnPath).toBe('/');
    for (const returnPath of ['//evil.example', 'https://evil.example', '/\\evil', '/a b']) {
      expect(walletPaypalCreateBody.safeParse({ credits: 20, currency: 'BRL', returnPath }).success, returnPath).toBe(false);
    }
  });
});
