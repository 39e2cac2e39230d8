import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/ensure-chromium.ts';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    // playwright gives every launch a fresh, empty profile of its own.
  });
}

export const baseUrl = () => inject('baseUrl');

/** Opens a fresh page (own storage) at a hash route of the product. */
export async function openPage(browser: Browser, route = '/login'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/#${route}`);
  return page;
}

export async function signIn(page: Page, username: string, password = 'demo-pass-1'): Promise<void> {
  await page.goto(`${baseUrl()}/#/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
