import { seededPages } from '@alz/api/testing';
import { expect, test } from '../support/test';

// A page view makes at most 6 api calls before its first contentful paint,
// and the region page's sections further down ask for their data only when they come near.
test.use({ consent: 'necessary', viewport: { width: 412, height: 823 } });

const MAX_CALLS_BEFORE_FCP = 6;

for (const { kind, path, heading } of seededPages) {
  test(`the ${kind} makes at most ${MAX_CALLS_BEFORE_FCP} api calls before its first contentful paint`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const calls = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
        .filter((entry) => fcp === undefined || entry.startTime < fcp)
        .map((entry) => new URL(entry.name).pathname);
    });
    expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(MAX_CALLS_BEFORE_FCP);
  });
}

test("the region page's news, services and dementia information load when scrolled near, not before", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/regios/utrecht');
  await expect(
    page.getByRole('region', { name: 'Uitgelicht' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  const later = [
    '/api/drupal/api/get-regio-generic-info-about-dementie',
    '/api/drupal/api/get-regio-single-info-about-dementie',
  ];
  expect(asked.filter((path) => later.includes(path))).toEqual([]);
  const info = page.getByRole('region', { name: 'Informatie over dementie' });
  await info.scrollIntoViewIfNeeded();
  await expect(info.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(asked.filter((path) => later.includes(path)).sort()).toEqual([...later].sort());
});
