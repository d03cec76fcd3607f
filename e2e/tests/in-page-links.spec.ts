import { expect, test } from '../support/test';

// Issue 18, point 5 (spec 2 §2): an address with a hash, or a sub-menu anchor followed before the
// page has filled, ends on its section with the focus on its heading, also when the section
// arrives late (the vacancies load as they come near, issue 15).
test.use({ consent: 'necessary' });

test('a first load of /regios/utrecht#vacatures ends on the vacancies, focus on their heading', async ({ page }) => {
  await page.goto('/regios/utrecht#vacatures');
  const heading = page.getByRole('heading', { level: 2, name: 'Bekijk de vacatures', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // The list itself arrived meanwhile, and the heading is still the one with the focus.
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('a sub-menu anchor followed at once, before the page has filled, still ends on its section', async ({ page }) => {
  await page.goto('/regios/utrecht');
  const menu = page.getByRole('navigation', { name: 'In deze regio' });
  await menu.getByRole('link', { name: 'Bekijk de vacatures', exact: true }).click();
  const heading = page.getByRole('heading', { level: 2, name: 'Bekijk de vacatures', exact: true });
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/#vacatures$/);
  await expect(page.getByText('De vacatures worden geladen.')).toHaveCount(0);
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});

test('under reduced motion the jump is instant, and the section heading still gets the focus', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/regios/utrecht#nieuws');
  const heading = page.getByRole('heading', { level: 2, name: 'Nieuws', exact: true });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
});
