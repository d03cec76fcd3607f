import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withRemoteDown } from '../support/remote-down';
import { revealFooter } from '../support/footer';

test('exactly one copy of React is loaded across the shell and every remote', async ({ page }) => {
  // Visit pages of several remotes in one session so all of them join the share scope.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const visits = [
    { path: '/dementie/wat-is-dementie', heading: 'Wat is dementie?' },
    { path: '/regios/utrecht', heading: 'Regio Utrecht' },
    { path: '/zoeken', heading: 'Zoeken' },
    { path: '/geheugentest/zelf', heading: 'Geheugentest voor uzelf' },
  ];
  for (const { path, heading } of visits) {
    await page.evaluate((href) => {
      window.history.pushState({}, '', href);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const react = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; useIn?: string[] };
    type Share = Record<string, { default?: Record<string, Record<string, ShareInfo>> }>;
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Share; __INSTANCES__: { name: string }[] } }
    ).__FEDERATION__;
    const scopes = Object.entries(federation.__SHARE__);
    // Every federation instance (shell and each remote that joined) sees the share scope; a
    // second React would show up as a second loaded share object or a second version.
    const copies = new Set<ShareInfo>();
    for (const [, scope] of scopes) {
      for (const pkg of ['react', 'react-dom']) {
        for (const info of Object.values(scope.default?.[pkg] ?? {})) if (info.loaded) copies.add(info);
      }
    }
    const reactVersions = new Set(scopes.flatMap(([, scope]) => Object.keys(scope.default?.react ?? {})));
    // @alz/shared as its groups: the key of each shared module of @alz/shared, and
    // who provided the ones in use.
    const alzShared = scopes.flatMap(([, scope]) =>
      Object.entries(scope.default ?? {})
        .filter(([key]) => key.startsWith('@alz/shared'))
        .map(([key, versions]) => ({
          key,
          versions: Object.keys(versions),
          // Each app that used a group (the shell provides them, the remotes use them).
          usedIn: Object.values(versions).flatMap((info) => (info.loaded ? (info.useIn ?? []) : [])),
        })),
    );
    return {
      alzShared,
      // The remotes run on the shell's federation runtime (externalRuntime), so all of them
      // register in its one list of instances and share scope.
      instances: federation.__INSTANCES__.map((instance) => instance.name).sort(),
      loadedCopies: copies.size,
      providers: [...copies].map((info) => info.from),
      reactVersions: [...reactVersions],
    };
  });
  expect(react.instances).toEqual(
    expect.arrayContaining(['shell', 'mf_content', 'mf_regions', 'mf_search', 'mf_memorytest']),
  );
  expect(react.reactVersions).toEqual(['19.3.1']);
  // One loaded react and one loaded react-dom, both provided by the shell.
  expect(react.loadedCopies).toBe(2);
  expect(react.providers).toEqual(['shell', 'shell']);
  // @alz/shared is shared as the few groups in shared/src/groups, each provided by the shell (one
  // version, @alz/shared's), not as its 80-odd modules one by one; the remotes use the core group
  // and the router.
  const shared = path.resolve(import.meta.dirname, '../../shared');
  const groups = fs
    .readdirSync(path.join(shared, 'src/groups'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `@alz/shared/groups/${file.replace(/\.ts$/, '')}`);
  const { version } = JSON.parse(fs.readFileSync(path.join(shared, 'package.json'), 'utf8')) as { version: string };
  expect(groups.length).toBeLessThan(10);
  expect(react.alzShared.map(({ key }) => key).sort()).toEqual(groups.sort());
  for (const { versions } of react.alzShared) expect(versions).toEqual([version]);
  const usedIn = (key: string) => react.alzShared.find((group) => group.key === key)?.usedIn;
  for (const key of ['@alz/shared/groups/core', '@alz/shared/groups/router']) {
    expect(usedIn(key)).toEqual(expect.arrayContaining(['mf_content', 'mf_regions', 'mf_search', 'mf_memorytest']));
  }
});

test('after a page of a remote failed, the next page of that remote loads once the remote is back', async ({
  page,
}) => {
  await withRemoteDown('mf_content', 'mf-content', async ({ origin, revive }) => {
    await page.goto(`${origin}/dementie`);
    await expect(page.getByRole('heading', { level: 1, name: 'Dit deel van de pagina laadt niet' })).toBeVisible({
      timeout: 20_000,
    });
    await revive();
    // Not the retry button: the visitor goes on to another content page, within the open page.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/mantelzorg');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Zorgen voor iemand met dementie' })).toBeVisible();
  });
});

test('a remote that cannot be reached shows a Dutch fallback, and "Probeer opnieuw" loads it once it is back', async ({
  page,
}) => {
  await withRemoteDown('mf_content', 'mf-content', async ({ origin, revive }) => {
    await page.goto(`${origin}/`);
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dit deel van de pagina laadt niet' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await revealFooter(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await revive();
    await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Samen sterk bij dementie' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toHaveCount(0);
  });
});
