import type { Page } from '@playwright/test';

/** Opens one of the header's compact controls ("Storage", "Connection") with a click, unless it is open. */
export async function openMenu(page: Page, name: 'Storage' | 'Connection') {
  const menu = page.getByTestId(name === 'Storage' ? 'storage-menu' : 'connection-menu');
  if (!(await menu.evaluate((d) => (d as HTMLDetailsElement).open))) await menu.locator('summary').click();
}
