import type { Locator } from 'playwright-core';

/**
 * An invoice row's actions live in one menu per row (InvoiceRowMenu): its "Actions" button opens a menu of the
 * actions the server allows for that invoice.
 */
const menuButton = (row: Locator) => row.getByRole('button', { name: /^Actions for invoice/ });

/** Opens the row's menu and chooses an action, e.g. 'Pay in Full'. */
export async function chooseRowAction(row: Locator, name: string): Promise<void> {
  await menuButton(row).click();
  const item = row.page().getByRole('menu').getByRole('menuitem', { name, exact: true });
  await item.click();
}

/** The names of the actions the row's menu offers, in order; the menu is closed again. */
export async function rowActionNames(row: Locator): Promise<string[]> {
  await menuButton(row).click();
  const menu = row.page().getByRole('menu');
  await menu.waitFor();
  const names = (await menu.getByRole('menuitem').allTextContents()).map((name) => name.trim());
  await row.page().keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return names;
}
