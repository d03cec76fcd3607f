import type http from 'node:http';
import { readTopology } from '../../tools/serve/config';
import { serveApp } from '../../tools/serve/serve-app';
import { revealFooter } from '../support/footer';
import getPort from 'get-port';
import { stopServer } from '../support/servers';
import { expect, test } from '../support/test';

// Spec 2 §1, §2: one build serves three brands; the page's brand input says which. The shell
// is started once per brand (BRAND, as in docker-compose.yml) beside the site the other tests use.
const brands = [
  { brand: 'dem', name: 'Dementie.nl' },
  { brand: 'sdv', name: 'Samen dementievriendelijk' },
] as const;

for (const { brand, name } of brands) {
  test.describe(`BRAND=${brand}`, () => {
    let shell: http.Server;
    let origin: string;
    test.beforeAll(async () => {
      const port = await getPort({ host: '127.0.0.1' });
      shell = await serveApp('shell', readTopology(process.env), port, { ...process.env, BRAND: brand });
      origin = `http://localhost:${port}`;
    });
    test.afterAll(() => stopServer(shell));

    test(`the header, the title and the footer are ${name}'s, with the main site's newsletter and privacy pages`, async ({
      page,
    }) => {
      await page.goto(`${origin}/dementie`);
      await expect(page.getByRole('heading', { level: 1, name: 'Over dementie' })).toBeVisible();
      const home = page.getByRole('banner').getByRole('link', { name: `${name}, naar de startpagina` });
      await expect(home).toHaveText(name);
      await expect(page.getByRole('banner')).not.toContainText('Alzheimer Nederland');
      await expect(page).toHaveTitle(new RegExp(` - ${name}$`));
      await revealFooter(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(`${name} is een platform van Alzheimer Nederland`)).toBeVisible();
      // The editors' menu links to the newsletter page; this brand has none of its own.
      await expect(
        footer.getByRole('navigation', { name: 'Voettekst' }).getByRole('link', { name: 'Nieuwsbrief' }),
      ).toHaveAttribute('href', 'https://www.alzheimer-nederland.nl/nieuwsbrief');
      for (const local of ['/nieuwsbrief', '/privacy'])
        await expect(footer.locator(`a[href="${local}"]`)).toHaveCount(0);
      await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute(
        'href',
        'https://www.alzheimer-nederland.nl/privacy',
      );
    });
  });
}
