import { expect, test } from '../support/fixtures.ts';
import { expectAccessible, PASSWORD, signIn } from './identity-support.ts';
import { DEMO } from './workspaces-support.ts';

// Logos on custom headers get a contrast check (WCAG 1.4.11, 3:1 for graphics) and a light plate when they fail.
test('a logo without 3:1 against its custom header sits on a light plate; one with enough contrast does not', async ({ page, axe }) => {
  await signIn(page, DEMO.creator, PASSWORD);
  await page.goto('/p/agrotalentos');
  const header = page.locator('header');
  await expect(header.locator('img[data-logo-plate]')).toBeVisible();
  await expectAccessible(axe);
});

test('a portal logo with 3:1 against its header keeps the header colour behind it', async ({ page }) => {
  await signIn(page, DEMO.individual, PASSWORD);
  await page.goto('/p/vagas-nordeste');
  const header = page.locator('header');
  // measured once the logo has loaded (data-logo-checked): no plate
  await expect(header.locator('img[data-logo-checked]')).toBeVisible();
  await expect(header.locator('img[data-logo-plate]')).toHaveCount(0);
});
