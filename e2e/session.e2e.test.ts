import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signIn } from './browser.ts';
import { E2E_JWT_SECRET } from './constants.ts';

const USERS = [
  {
    username: 'health.admin',
    company: 'Demo Health Practice',
    variant: 'claims',
    lastEntry: 'Claims',
    modules: ['PM Module', 'User Module'],
  },
  {
    username: 'folio.admin',
    company: 'Demo Folio Studio',
    variant: 'financial-management',
    lastEntry: 'Financial Management',
    modules: ['MS Module', 'User Module'],
  },
  {
    username: 'business.admin',
    company: 'Demo Trading Ltd',
    variant: 'financial-management',
    lastEntry: 'Financial Management',
    modules: ['User Module'],
  },
] as const;

async function expectShell(page: Page, user: (typeof USERS)[number]) {
  await expect.poll(() => page.getByTestId('company-name').textContent()).toBe(user.company);
  expect(await page.getByTestId('username').textContent()).toContain(user.username);
  const menu = page.getByTestId('finance-menu');
  expect(await menu.getAttribute('data-variant')).toBe(user.variant);
  const entries = await menu.locator('a').allTextContents();
  expect(entries.map((e) => e.trim())).toEqual(['Invoices', 'Payments', 'Billing Runs', 'Unpaid Runs', user.lastEntry]);
  const modules = (await page.getByTestId('module-links').locator('a').allTextContents()).map((m) => m.trim());
  expect(modules).toEqual(user.modules);
}

/** Replaces every stored JWT in localStorage by `token` (the storage key is the app's business). */
async function replaceStoredToken(page: Page, token: string) {
  await page.evaluate((replacement) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      const value = localStorage.getItem(key) ?? '';
      if (/eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(value)) {
        localStorage.setItem(key, value.replace(/eyJ[\w-]+\.[\w-]+\.[\w-]+/, replacement));
      }
    }
  }, token);
}

describe('signing in and the finance shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(USERS)('$username sees their company, name, finance menu and module links', async (user) => {
    const page = await openPage(browser);
    await signIn(page, user.username);
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await expectShell(page, user);
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('Invoices');

    // a reload keeps the session
    await page.reload();
    await expectShell(page, user);
    await page.context().close();
  });

  it('shows a clear error for a wrong password and stays on login', async () => {
    const page = await openPage(browser);
    await signIn(page, 'health.admin', 'not-the-password');
    await expect
      .poll(() => page.getByTestId('login-error').textContent())
      .toContain('The username or password is not correct');
    expect(page.url()).toContain('#/login');
    await page.context().close();
  });

  it('goes to login when the token is removed', async () => {
    const page = await openPage(browser);
    await signIn(page, 'business.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForURL(/#\/login/);
    await page.context().close();
  });

  it('goes to login when the server no longer accepts the token (expired)', async () => {
    const page = await openPage(browser);
    await signIn(page, 'folio.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ cid: 2, usr: 'folio.admin', roles: ['ROLE_FOLIO', 'ROLE_USER'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('2')
      .setIssuer('folio-api')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(E2E_JWT_SECRET));
    await replaceStoredToken(page, expired);
    await page.reload();
    await page.waitForURL(/#\/login/);
    await page.context().close();
  });

  it('logs out: the token is refused by the api from then on, and the user’s other browser is signed out too', async () => {
    const [laptop, phone] = [await openPage(browser), await openPage(browser)];
    for (const page of [laptop, phone]) {
      await signIn(page, 'business.evans');
      await page.waitForURL(/#\/commonFinancialInvoices/);
    }
    const token = await laptop.evaluate(
      () => (JSON.parse(localStorage.getItem('folio.session') ?? '{}') as { accessToken?: string }).accessToken,
    );
    expect(token).toBeTruthy();

    await laptop.getByRole('button', { name: 'Log out' }).click();
    await laptop.waitForURL(/#\/login/);
    await expect.poll(() => laptop.getByTestId('login-notice').textContent()).toBe('You have signed out.');
    const ping = await fetch(`${inject('apiUrl')}/api/user/ping`, { headers: { authorization: `Bearer ${token}` } });
    expect(ping.status).toBe(401);

    await phone.reload();
    await phone.waitForURL(/#\/login/);
    await laptop.context().close();
    await phone.context().close();
  });

  it('navigates the finance menu and shows a not-found page for unknown routes', async () => {
    const page = await openPage(browser);
    await signIn(page, 'health.admin');
    await page.waitForURL(/#\/commonFinancialInvoices/);
    await page.getByTestId('finance-menu').getByText('Payments').click();
    await page.waitForURL(/#\/commonFinancialPayments/);
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('Payments');
    await page.getByTestId('finance-menu').getByText('Claims').click();
    await page.waitForURL(/#\/healthFinancialClaims/);
    await expect.poll(() => page.locator('h2').first().textContent()).toBe('Claims');
    await page.goto(page.url().replace(/#.*/, '#/no-such-page'));
    await expect.poll(() => page.getByText(/not found/i).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
