import fs from 'node:fs';
import path from 'node:path';
import { moduleNameOf, readAlzSharedGroups } from '../../../tools/webpack/alz-shared-groups';

const sharedSource = path.resolve(__dirname, '../../../shared/src');
const groupsDir = path.join(sharedSource, 'groups');
const notProvided = [
  'validation/field-rules',
  'validation/application-fields',
  'ui/mount-standalone',
  // Editors only: the picker's containers and picture types.
  'media/picture-containers',
  'media/picture-types',
  // The forms' proof-of-work, without state: each form's app carries it (proof-of-work.ts).
  'api/proof-of-work',
  // The servers' body limits and Vary header (tools/serve, the api): no page needs them.
  'http/body-limits',
  'http/vary',
  // The national newsletter form and what only it uses: loaded when a sign-up comes near, or with
  // a page that has a newsletter block (shared/src/ui/newsletter-signup.tsx), in a chunk of its
  // own ('alz-signup'). The e-mail sign-up it is built on is provided, as the regional form uses it too.
  'newsletter/send-newsletter-signup',
  'newsletter/use-newsletter-signup',
  'ui/newsletter-signup-form',
  'validation/newsletter-fields',
  // The route manifest: the shell builds it into its own code, the remotes read only its types,
  // and the servers its address guesses.
  'site/routes',
  'site/addresses',
];

/** The public modules of @alz/shared, by its package exports ("./ui/*", "./form/*", "./*"). */
function publicModules(): string[] {
  return (
    fs
      .readdirSync(sharedSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$|(^|\/)(testing|groups)\//.test(file))
      // ui/ and form/ export their .tsx files, every other folder its .ts files.
      .filter((file) => (/^(ui|form)\//.test(file) ? /^(ui|form)\/[^/]+\.tsx$/.test(file) : file.endsWith('.ts')))
      .map((file) => file.replace(/\.tsx?$/, ''))
      .sort()
  );
}

const groupFiles = () => fs.readdirSync(groupsDir).filter((file) => file.endsWith('.ts'));

it('shares every public module of @alz/shared in one group but the phone number rules, the stand-alone mount, the picker containers and the sign-up form', () => {
  const members = readAlzSharedGroups(groupsDir);
  const grouped = [...members.keys()].map(moduleNameOf).sort();
  expect(grouped).toEqual(publicModules().filter((name) => !notProvided.includes(name)));
  for (const name of notProvided) expect(publicModules()).toContain(name);
  // Every line of a group file is read (a line the reader missed would leave a module unshared).
  const lines = groupFiles().flatMap((file) =>
    fs
      .readFileSync(path.join(groupsDir, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('export')),
  );
  expect(lines).toHaveLength(members.size);
  // A group's namespaces are named after their modules.
  for (const [request, { name }] of members) {
    expect(name).toBe(moduleNameOf(request).replace(/[/-]/g, '_'));
  }
});

it('provides every group (registered at start, each run when a remote first asks for it)', () => {
  const source = ['provided-shared.ts', 'provided-search-bar.ts']
    .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
    .join('\n');
  const imported = [...source.matchAll(/^import '@alz\/shared\/groups\/(.+)';$/gm)].map(([, name]) => name!).sort();
  expect(imported).toEqual(
    groupFiles()
      .map((file) => file.replace(/\.ts$/, ''))
      .sort(),
  );
});

it('lets modules of @alz/shared import a grouped module by package name only for the router, a group of its own', () => {
  // A remote's build turns such an import into the module's group; were it the importing module's
  // own group, a remote's fallback copy of that group would ask for itself while it loads.
  const members = readAlzSharedGroups(groupsDir);
  for (const file of fs.readdirSync(sharedSource, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$|(^|\/)testing\//.test(file)) continue;
    const source = fs.readFileSync(path.join(sharedSource, file), 'utf8');
    const grouped = [...source.matchAll(/(?:from|import) '(@alz\/shared[^']*)'/g)]
      .map(([, request]) => request!)
      .filter((request) => members.has(request));
    for (const request of grouped) expect({ file, request }).toEqual({ file, request: '@alz/shared/router' });
  }
  expect(members.get('@alz/shared/router')).toEqual({ group: 'router', name: 'router' });
  expect(fs.readFileSync(path.join(sharedSource, 'router.ts'), 'utf8')).not.toMatch(/from '@alz\/shared/);
});

it('has modules of @alz/shared import the router by its package name, so a group copied into a remote takes the router group', () => {
  // A relative import would bundle React Router into every group a remote keeps a copy of (its
  // stand-alone page, the picker in a CMS page) instead of asking for the router group.
  const relative = fs
    .readdirSync(sharedSource, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && file !== path.join('groups', 'router.ts'))
    .filter((file) => /from '\.\.?\/(\.\.\/)*router'/.test(fs.readFileSync(path.join(sharedSource, file), 'utf8')));
  expect(relative).toEqual([]);
});
