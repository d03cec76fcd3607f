import fs from 'node:fs';
import path from 'node:path';
import { contentTypes, exposeFiles, fixedRoutes, pageKindFor, remoteModules, type RemoteName } from './routes';

const repoRoot = path.resolve(__dirname, '../../..');
const remoteDir = (remote: string) => path.join(repoRoot, remote.replace('_', '-'));

describe('pageKindFor', () => {
  it('sends each content type to the remote that owns it (ARCHITECTURE.md)', () => {
    expect(pageKindFor('homepage')).toBe('mf_content/HomePage');
    expect(pageKindFor('ervaringsverhaal')).toBe('mf_content/ContentPage');
    expect(pageKindFor('news')).toBe('mf_content/NewsPage');
    expect(pageKindFor('regio')).toBe('mf_regions/RegionPage');
    expect(pageKindFor('activiteit')).toBe('mf_regions/ActivityPage');
    expect(pageKindFor('ontmoetingsplek')).toBe('mf_regions/LocationPage');
    expect(pageKindFor('location_search')).toBe('mf_regions/LocationSearchPage');
    expect(pageKindFor('corporate_vacature')).toBe('mf_vacancies/VacancyPage');
    expect(pageKindFor('memory_test_result_page')).toBe('mf_memorytest/ResultPage');
  });

  it('has one place for each regional kind', () => {
    expect(pageKindFor('regio_nieuws')).toBe('mf_content/ContentPage');
    expect(pageKindFor('regio_overzicht')).toBe('mf_regions/RegionOverviewPage');
    expect(pageKindFor('regio_vacancies')).toBe('mf_vacancies/VacancyPage');
  });

  it('knows no page kind for an unknown type, not even one named like an object key', () => {
    expect(pageKindFor('onbekend_type')).toBeUndefined();
    expect(pageKindFor('toString')).toBeUndefined();
  });
});

describe('the route manifest', () => {
  const modules = new Set(
    Object.entries(remoteModules).flatMap(([remote, names]) => names.map((name) => `${remote}/${name}`)),
  );

  it('names only modules a remote exposes, for every content type and fixed route', () => {
    for (const { module, ...rest } of Object.values(contentTypes)) {
      expect(modules).toContain(module);
      if ('also' in rest) expect(modules).toContain(rest.also);
    }
    for (const route of fixedRoutes) {
      if (!['content', 'preview', 'cookies'].includes(route.page)) expect(modules).toContain(route.page);
    }
  });

  it("builds every remote's exposes from a file that exists, and no other file of src/exposes", () => {
    for (const remote of Object.keys(remoteModules) as RemoteName[]) {
      const files = Object.values(exposeFiles(remote)).map((file) => path.join(remoteDir(remote), file));
      for (const file of files) expect(fs.existsSync(file)).toBe(true);
      const onDisk = fs
        .readdirSync(path.join(remoteDir(remote), 'src/exposes'))
        .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
        .map((file) => path.join(remoteDir(remote), 'src/exposes', file));
      expect(onDisk.sort()).toEqual([...files].sort());
    }
  });

  it('has one id per fixed route and ends with the content path that takes every other address', () => {
    expect(new Set(fixedRoutes.map(({ id }) => id)).size).toBe(fixedRoutes.length);
    expect(fixedRoutes.at(-1)).toMatchObject({ path: '*', page: 'content' });
  });
});
