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

/**
 * Signs in through the API and opens the app where the sign-in screen would have sent the person. The form has its
 * own journeys (identity-session, identity-register, the portals' sign-in); the others start signed in, as a returning
 * user does, without loading the sign-in screen first: on the 2-core CI machine that screen, typed into ninety-odd
 * times, was a tenth of the browser's work.
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/v1/auth', { data: { email, password } });
  expect(response.status(), `the sign-in of ${email}`).toBe(200);
  const { token, user } = (await response.json()) as { token: string; user: { status: string } };
  // the token is kept in the origin's local storage: written from a page of the same origin that is not the app (the
  // health check's JSON), so the app starts already signed in
  await page.goto('/v1/health');
  await page.evaluate((value) => localStorage.setItem('trilha.token', value), token);
  await page.goto(user.status === 'pending_deletion' ? '/reactive/account' : '/');
  await expect(page).not.toHaveURL(/\/login/);
}

/** A signed-in session: the token the app keeps in local storage. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('trilha.token'));

type Axe = (options?: AxeOptions) => Promise<Parameters<typeof describeViolations>[0]>;

/** Zero axe violations (WCAG 2 A and AA) on what the screen shows now, toasts and modals included. */
export async function expectAccessible(axe: Axe): Promise<void> {
  expect(describeViolations(await axe())).toEqual([]);
}
