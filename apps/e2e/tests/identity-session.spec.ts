import { expect, test } from '../support/fixtures.ts';
import { DEMO_EMAIL, expectAccessible, PASSWORD, registerByApi, signIn, storedToken, submitLogin } from './identity-support.ts';

test.describe('sign-in and sign-out', () => {
  test('a demo user signs in and signs out; afterwards / asks for the login again', async ({ page, axe }) => {
    // two accessibility scans and the login field checks: more than 45 s on a busy machine
    test.slow();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expectAccessible(axe);
    // a text field's border stands out from the page (WCAG 1.4.11: 3:1) and focus draws a ring around it
    const email = page.getByLabel(/^E-mail/);
    const field = await email.evaluate((input) => {
      const luminance = (rgb: string) => {
        const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((c) => {
          const v = Number(c) / 255;
          return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const border = luminance(getComputedStyle(input).borderTopColor);
      (input as HTMLElement).focus();
      return { contrast: (1 + 0.05) / (border + 0.05), outline: getComputedStyle(input).outlineStyle };
    });
    expect(field.contrast).toBeGreaterThanOrEqual(3);
    expect(field.outline).toBe('solid');
    // the password's show/hide button is in the tab order, right after the field
    await page.getByLabel(/^Senha/).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeFocused();
    await submitLogin(page, DEMO_EMAIL, PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    expect(await storedToken(page)).toBeTruthy();

    await page.goto('/account/profile');
    await expect(page.getByText(DEMO_EMAIL).first()).toBeVisible();
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();

    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  });

  test('a session the server ended signs out at once: the start shows the sign-in, not her name and workspaces', async ({
    page,
    request,
  }) => {
    await signIn(page, DEMO_EMAIL, PASSWORD);
    await page.goto('/?choose=1');
    await expect(page.getByText(/Olá, Ana!/)).toBeVisible();
    const token = await storedToken(page);
    // the session ends elsewhere (signed out on another device): the next call of this screen answers 401
    expect((await request.delete('/v1/auth', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
    await page.getByRole('button', { name: /Vagas Nordeste/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByText(/Olá, Ana!/)).toHaveCount(0);
    await expect(page.getByText('Escolha um workspace')).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
  });

  test('a wrong password is told with its own message', async ({ page, request, axe }) => {
    const { email } = await registerByApi(request, 'wrongpass');
    await page.goto('/login');
    await submitLogin(page, email, 'Errada@2026');
    await expect(page.getByRole('alert').filter({ hasText: 'Opa! senha incorreta' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/^E-mail/)).toHaveValue(email);
    await expectAccessible(axe);
  });

  test('an anonymous visit to /account/settings goes to login and returns there after sign-in', async ({ page, axe }) => {
    await page.goto('/account/settings');
    await expect(page).toHaveURL('/login?redirect=%2Faccount%2Fsettings');
    await submitLogin(page, DEMO_EMAIL, PASSWORD);
    await expect(page).toHaveURL(/\/account\/settings$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Alterar senha' })).toBeVisible();
    await expectAccessible(axe);
  });

  test('a signed-in user opening a public screen goes to the start', async ({ page }) => {
    await signIn(page, DEMO_EMAIL, PASSWORD);
    await page.goto('/register');
    await expect(page).not.toHaveURL(/\/register/);
  });
});
