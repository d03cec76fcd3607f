import { expect, test } from '@playwright/test';
import { revealFooter } from '../support/footer';

test('the home page shows its title and the main menu, both from the api', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Samen sterk bij dementie' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Over dementie' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Geheugentest' })).toBeVisible();
  await revealFooter(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('menu items come in the order of their weight', async ({ page, request }) => {
  const answer = await request.get('/api/drupal/api/menu_items/main');
  const items = (await answer.json()) as { title: string; weight: number }[];
  const expected = [...items].sort((a, b) => a.weight - b.weight).map((item) => item.title);
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  // Sub-menus are closed, so the visible links are exactly the top level.
  await expect(menu.getByRole('link')).toHaveText(expected);
});
