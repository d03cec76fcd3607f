import { fixedRouteOf } from '@alz/shared/site/addresses';
import { contentTypes, fixedRoutes } from '@alz/shared/site/routes';
import { pageKinds, selectKinds } from './page-kinds';

describe('the page kinds the bench measures', () => {
  const fixedIds = new Set<string>(fixedRoutes.map(({ id }) => id));

  it.each(pageKinds.map((kind) => [kind.id, kind] as const))(
    '%s is at an address the route manifest gives the route it names',
    (_id, kind) => {
      const route = fixedRouteOf(new URL(kind.path, 'http://site').pathname);
      if (fixedIds.has(kind.route)) expect(route.id).toBe(kind.route);
      else {
        expect(Object.keys(contentTypes)).toContain(kind.route);
        expect(route.page).toBe('content');
      }
    },
  );

  it('selects kinds by id, and names the unknown ones', () => {
    expect(selectKinds(['home', 'search']).map(({ id }) => id)).toEqual(['home', 'search']);
    expect(() => selectKinds(['home', 'bestaat-niet'])).toThrow('Unknown page kind: bestaat-niet');
  });
});
