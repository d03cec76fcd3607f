import { expect, test } from '@playwright/test';

interface Paragraph {
  type: string;
  field_title?: unknown;
  field_reference?: { status?: boolean };
  [field: string]: unknown;
}

// The "all blocks" page shows every block kind the seed has (spec 1 §2.4), and none as a placeholder.
test('the all-blocks page shows a titled example of every block kind, and no placeholder', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/drupal/alle-blokken');
  expect(answer.ok()).toBe(true);
  const paragraphs = ((await answer.json()) as { field_page_content: Paragraph[] }).field_page_content;
  const bundles = new Set(paragraphs.map((p) => p.type));
  // 44 kinds are registered in mf-content (the aside the last); the page has an example of each.
  expect(bundles.size).toBeGreaterThanOrEqual(44);

  await page.goto('/alle-blokken');
  await expect(page.getByRole('heading', { level: 1, name: 'Alle blokken' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).not.toContainText('No transformer implemented');

  // Every block that has a title shows it; the one example that must stay hidden is the
  // centralised block whose building block is unpublished (spec 1 §4).
  const hidden = (p: Paragraph) => JSON.stringify(p).includes('"status":false');
  const titled = paragraphs.filter((p) => typeof p.field_title === 'string' && p.field_title !== '' && !hidden(p));
  expect(titled.length).toBeGreaterThan(40);
  for (const paragraph of titled) {
    await expect(
      main.getByText(paragraph.field_title as string, { exact: true }).first(),
      paragraph.type,
    ).toBeAttached();
  }
});
