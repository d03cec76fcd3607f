import fs from 'node:fs';
import path from 'node:path';

const sharedSource = path.resolve(__dirname, '../../../shared/src');
const notProvided = [
  'validation/field-rules',
  'validation/application-fields',
  'ui/mount-standalone',
  // Editors only: the picker's containers.
  'media/picture-containers',
  // The national newsletter form and what only it uses: loaded when a sign-up comes near, or with
  // a page that has a newsletter block (shared/src/ui/newsletter-signup.tsx), in a chunk of its own ('alz-signup'). The e-mail
  // sign-up it is built on is provided, as the regional form uses it too.
  'newsletter/send-newsletter-signup',
  'newsletter/use-newsletter-signup',
  'ui/newsletter-signup-form',
  'validation/newsletter-fields',
];

/** The public modules of @alz/shared, by its package exports ("./ui/*", "./form/*", "./*"). */
function publicModules(): string[] {
  return (
    fs
      .readdirSync(sharedSource, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$|(^|\/)testing\//.test(file))
      // ui/ and form/ export their .tsx files, every other folder its .ts files.
      .filter((file) => (/^(ui|form)\//.test(file) ? /^(ui|form)\/[^/]+\.tsx$/.test(file) : file.endsWith('.ts')))
      .map((file) => file.replace(/\.tsx?$/, ''))
      .filter((name) => name !== 'index')
      .sort()
  );
}

it('provides every public module of @alz/shared but the phone number rules, the stand-alone mount, the picker containers and the sign-up form', () => {
  // At start, or with the first search bar (provided-search-bar.ts).
  const source = ['provided-shared.ts', 'provided-search-bar.ts']
    .map((file) => fs.readFileSync(path.join(__dirname, file), 'utf8'))
    .join('\n');
  const imported = [...source.matchAll(/^import '@alz\/shared\/(.+)';$/gm)].map(([, name]) => name!).sort();
  expect(imported).toEqual(publicModules().filter((name) => !notProvided.includes(name)));
  for (const name of notProvided) expect(publicModules()).toContain(name);
});
