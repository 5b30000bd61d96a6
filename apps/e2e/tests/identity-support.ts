import type { APIRequestContext, Page } from '@playwright/test';
import { type AxeOptions, describeViolations, expect } from '../support/fixtures.ts';
import { freshCandidate, freshEmail } from '../support/fresh-data.ts';

/** Valid by the password rules (docs/product.md, Accounts and sign-in); the demo accounts use it too. */
export const PASSWORD = 'Trilha@2026';
export const DEMO_EMAIL = 'ana@trilha.dev';

/** A fresh address per test, so journeys that change an account never share one. */
export const uniqueEmail = freshEmail;

/**
 * Creates an account through the API (faster than the form, which has its own journey). A new account is held in
 * the first-access wizard; unless `wizard: 'keep'`, the wizard is finished through the API as well, so the journey
 * starts where a returning user would. (support/fresh-data.ts makes candidates with a profile, skills or portals.)
 */
export async function registerByApi(
  request: APIRequestContext,
  tag: string,
  password = PASSWORD,
  options: { wizard?: 'finish' | 'keep' } = {},
): Promise<{ email: string; password: string }> {
  const { email } = await freshCandidate(request, tag, { password, wizard: options.wizard });
  return { email, password };
}

/** Fills the login form and submits it (the caller asserts where it lands). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
}

/** A signed-in session: the token the app keeps in local storage. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('trilha.token'));

type Axe = (options?: AxeOptions) => Promise<Parameters<typeof describeViolations>[0]>;

/** Zero axe violations (WCAG 2 A and AA) on what the screen shows now, toasts and modals included. */
export async function expectAccessible(axe: Axe): Promise<void> {
  expect(describeViolations(await axe())).toEqual([]);
}
