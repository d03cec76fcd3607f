import fs from 'node:fs';
import path from 'node:path';
import { fixedRouteOf } from '@alz/shared/site/addresses';
import { contentTypes, fixedRoutes, remoteModules } from '@alz/shared/site/routes';
import { notSwept, pageKinds, reflowOnlyPageKinds, type RouteKey } from '../support/page-kinds';
import { expect, test } from '../support/test';

// The route manifest (@alz/shared/site/routes) against what was built and what the sweeps open:
// every module it names is in its remote's built mf-manifest.json, and every content type and
// fixed route is opened by the page-kind sweeps or named with the reason it is not.

const repoRoot = path.resolve(import.meta.dirname, '../..');

test('every module of the route manifest is exposed by its built remote, and no other', () => {
  for (const [remote, modules] of Object.entries(remoteModules)) {
    const file = path.join(repoRoot, remote.replace('_', '-'), 'dist/mf-manifest.json');
    const built = JSON.parse(fs.readFileSync(file, 'utf8')) as { name: string; exposes: { name: string }[] };
    expect(built.name).toBe(remote);
    expect(built.exposes.map(({ name }) => name).sort()).toEqual([...modules].sort());
  }
});

test('every content type and fixed route is swept, or named with why not', () => {
  const swept = new Set([...pageKinds, ...reflowOnlyPageKinds].map(({ route }) => route));
  const keys: RouteKey[] = [...(Object.keys(contentTypes) as RouteKey[]), ...fixedRoutes.map(({ id }) => id)];
  expect(keys.filter((key) => !swept.has(key) && !notSwept[key])).toEqual([]);
  // A route named as not swept that is swept after all is a list to tidy.
  expect(Object.keys(notSwept).filter((key) => swept.has(key as RouteKey))).toEqual([]);
});

test('each page kind the sweeps open is what its entry says: its fixed route, or its node type', async ({
  request,
}) => {
  const fixedIds = new Set<string>(fixedRoutes.map(({ id }) => id));
  for (const pageKind of [...pageKinds, ...reflowOnlyPageKinds]) {
    const address = typeof pageKind.path === 'string' ? pageKind.path : await pageKind.path(request);
    const pathname = new URL(address, 'http://site').pathname;
    if (fixedIds.has(pageKind.route) && pageKind.route !== 'content') {
      expect(fixedRouteOf(pathname).id, pageKind.kind).toBe(pageKind.route);
      continue;
    }
    const answer = await request.get(`/api/drupal${pathname === '/' ? '/api/homepage' : pathname}`);
    if (pageKind.route === 'content') {
      expect(answer.status(), pageKind.kind).toBe(404);
      continue;
    }
    expect(answer.ok(), pageKind.kind).toBe(true);
    const body = (await answer.json()) as { type: string } | { type: string }[];
    expect((Array.isArray(body) ? body[0]! : body).type, pageKind.kind).toBe(pageKind.route);
  }
});
