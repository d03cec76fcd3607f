import http from 'node:http';
import { readTopology } from '../../tools/serve/config';
import { serveApp } from '../../tools/serve/serve-app';
import getPort from 'get-port';
import { withRemoteDown } from '../support/remote-down';
import { stopServer } from '../support/servers';
import { expect, test, type Page } from '../support/test';
import { revealFooter } from '../support/footer';

// Faults: one part of the site stops while a visitor is on it. The rest keeps working,
// the part says so in Dutch, and it recovers on retry once the part is back. Each test serves
// its own shell whose map points the broken part at a port of its own, so the shared stack of
// the other tests is never stopped.

test.use({ consent: 'necessary' });

/** A page open in the browser, then a page of the remote that is down. */
const remotes = [
  { federationName: 'mf_regions', folder: 'mf-regions', path: '/regios/utrecht', heading: 'Regio Utrecht' },
  {
    federationName: 'mf_vacancies',
    folder: 'mf-vacancies',
    path: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren',
    heading: 'Solliciteren: Vrijblijvend contactverzoek',
  },
  {
    federationName: 'mf_memorytest',
    folder: 'mf-memorytest',
    path: '/geheugentest/zelf',
    heading: 'Geheugentest voor uzelf',
  },
  { federationName: 'mf_search', folder: 'mf-search', path: '/zoeken', heading: 'Zoeken' },
] as const;

async function expectSiteAround(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await revealFooter(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const remote of remotes) {
  test(`with ${remote.folder} down, its page says so in Dutch, the rest works, and it recovers on retry`, async ({
    page,
  }) => {
    await withRemoteDown(remote.federationName, remote.folder, async ({ origin, revive }) => {
      // The visitor is on a working page first (mf-content's home).
      await page.goto(`${origin}/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Samen sterk bij dementie' })).toBeVisible();
      // It moves on within the open page (client-side navigation), as a click in the menu would.
      await page.evaluate((href) => {
        window.history.pushState({}, '', href);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, remote.path);
      await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Dit deel van de pagina laadt niet' })).toBeVisible();
      await expectSiteAround(page);

      await revive();
      await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible();
    });
  });
}

/** A stand-in for the api's host that can be switched off and on: it forwards to the real api. */
async function switchableApi(target: string) {
  const port = await getPort({ host: '127.0.0.1' });
  let up = true;
  const server = http.createServer((req, res) => {
    if (!up) {
      // As a stopped server: the connection is dropped without an answer.
      req.socket.destroy();
      return;
    }
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      {
        method: req.method,
        // This test's shell has a port of its own; to the api it speaks as the site's own shell
        // (whose origin the api's anti-forgery check accepts), which is what it stands in for.
        headers: {
          ...req.headers,
          host: new URL(target).host,
          ...(req.headers.origin && process.env.E2E_BASE_URL
            ? { origin: new URL(process.env.E2E_BASE_URL).origin }
            : {}),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    set up(value: boolean) {
      up = value;
      if (!value) server.closeAllConnections();
    },
    stop: () => stopServer(server),
  };
}

test('with the api down, a page says the fault is ours (not "not found") and loads on retry', async ({ page }) => {
  const topology = readTopology(process.env);
  const api = await switchableApi(topology.apiUrl);
  const shellPort = await getPort({ host: '127.0.0.1' });
  const shell = await serveApp('shell', { ...topology, apiUrl: api.url }, shellPort);
  try {
    api.up = false;
    await page.goto(`http://localhost:${shellPort}/dementie/wat-is-dementie`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Er ging iets mis bij het laden van deze pagina' }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toHaveCount(0);
    api.up = true;
    await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
    // The button is gone with the fault; focus goes to the page that came instead.
    await expect(page.getByRole('heading', { level: 1, name: 'Wat is dementie?' })).toBeFocused();
  } finally {
    await Promise.all([stopServer(shell), api.stop()]);
  }
});

test('with the api down while a visitor sends a form, the form keeps what was typed and sends once it is back', async ({
  page,
}) => {
  const topology = readTopology(process.env);
  const api = await switchableApi(topology.apiUrl);
  const shellPort = await getPort({ host: '127.0.0.1' });
  const shell = await serveApp('shell', { ...topology, apiUrl: api.url }, shellPort);
  try {
    await page.goto(`http://localhost:${shellPort}/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren`);
    await expect(page.getByRole('heading', { level: 1, name: /Vrijblijvend contactverzoek/ })).toBeVisible();
    await page.getByRole('textbox', { name: /^Voornaam/ }).fill('Anna');
    await page.getByRole('textbox', { name: /^Achternaam/ }).fill('de Vries');
    await page.getByRole('textbox', { name: /^Telefoonnummer/ }).fill('06 12345678');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: /^E-mailadres/ })
      .fill(`storing-${Date.now()}@voorbeeld.nl`);
    const city = page.getByRole('textbox', { name: /^Woonplaats/ });
    if (await city.count()) await city.fill('Utrecht');

    api.up = false;
    await page.getByRole('button', { name: 'Verstuur mijn aanmelding' }).click();
    await expect(
      page.getByText('Er is iets misgegaan bij het versturen. Uw gegevens staan nog in het formulier.'),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('textbox', { name: /^Voornaam/ })).toHaveValue('Anna');
    await expect(page.getByRole('textbox', { name: /^Telefoonnummer/ })).toHaveValue('06 12345678');

    api.up = true;
    await page.getByRole('button', { name: 'Verstuur mijn aanmelding' }).click();
    await expect(page).toHaveURL(/\/bedankt-voor-je-sollicitatie$/);
  } finally {
    await Promise.all([stopServer(shell), api.stop()]);
  }
});
