import { memberSource, moduleNameOf } from './alz-shared-groups';

/** Runs a member module as webpack would, with `require` answering its group's request. */
function runMember(source: string, groups: Record<string, Record<string, unknown>>) {
  const module = { exports: {} as unknown };
  new Function('module', 'require', source)(module, (request: string) => groups[request]);
  return module.exports;
}

it("takes a grouped module's namespace from its group", () => {
  const button = { Button: () => null };
  const lightbox = { Lightbox: () => null };
  const groups = {
    '@alz/shared/groups/core': { ui_button: button },
    '@alz/shared/groups/dialog': { ui_lightbox: lightbox },
  };
  expect(runMember(memberSource({ group: 'core', name: 'ui_button' }), groups)).toBe(button);
  expect(runMember(memberSource({ group: 'dialog', name: 'ui_lightbox' }), groups)).toBe(lightbox);
});

it('names a module by its path inside shared/src, the index by "index"', () => {
  expect(moduleNameOf('@alz/shared/ui/button')).toBe('ui/button');
  expect(moduleNameOf('@alz/shared/groups/core')).toBe('groups/core');
  expect(moduleNameOf('@alz/shared')).toBe('index');
  expect(moduleNameOf('@alz/shared/')).toBe('index');
});
