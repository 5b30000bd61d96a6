import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures.ts';
import { freshCompany } from '../support/fresh-data.ts';
import { PASSWORD } from './identity-support.ts';

/** Demo accounts of the workspaces seed (apps/server/src/seed/workspaces-seed.ts). */
export const DEMO = {
  individual: 'ana@trilha.dev',
  owner: 'bruno@acme.dev',
  admin: 'carla@acme.dev',
  creator: 'diego@acme.dev',
  member: 'elisa@acme.dev',
} as const;

/** A demo portal's colours, as its public page serves them (journeys drive the app, never import the server). */
export async function portalStyle(request: APIRequestContext, subdomain: string): Promise<{ menuColor: string; menuTextColor: string }> {
  const response = await request.get(`/v1/workspaces/${subdomain}`);
  expect(response.status(), await response.text()).toBe(200);
  const { customStyle } = (await response.json()) as { customStyle: { menuColor: string; menuTextColor: string } | null };
  if (!customStyle) throw new Error(`the demo portal ${subdomain} has no colours`);
  return customStyle;
}

/** '#1D3557' -> 'rgb(29, 53, 87)', the way getComputedStyle writes colours. */
export const rgbOf = (hex: string) => {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/v1/auth', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The id of a workspace from its subdomain (the public page endpoint takes either). */
export async function workspaceId(request: APIRequestContext, subdomain: string): Promise<string> {
  const response = await request.get(`/v1/workspaces/${subdomain}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).id as string;
}

/** A fresh account registered with a company workspace still to set up; answers the company id. */
export const freshCompanyOwner = (request: APIRequestContext, tag: string) => freshCompany(request, tag, { setup: false });

/** Marks a company set up through the API, for journeys that are not about the wizard. */
export async function completeSetup(request: APIRequestContext, token: string, companyId: string) {
  const response = await request.post(`/v1/workspaces/${companyId}`, { headers: auth(token), data: { isCompleted: true } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The invite id at the end of an invite link. */
export const inviteIdOf = (link: string) => new URL(link).pathname.split('/').pop() ?? '';

/** Opens the workspace selection as the user sees it from the user menu. */
export async function openSelection(page: Page) {
  await page.goto('/?choose=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Escolha um workspace' })).toBeVisible();
}

/**
 * Opens the header's user menu. A click while the screen below is still arriving can land as the header re-renders and
 * leave the menu closed (seen on a busy CI machine): clicked again until the menu shows.
 */
export async function openUserMenu(page: Page, name: string) {
  const menu = page.getByRole('menu');
  await expect(async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name }).click();
    await expect(menu).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
