import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, it } from 'node:test';

const SRC = resolve(import.meta.dirname, '../src');
const SEED = join(SRC, 'seed');
// The server seeds an empty database at start: running the seed, not depending on its data.
// The seed's own command line lives inside src/seed.
// The public entries for the tests and the bench (package.json "exports") hand the seed on; the
// running api never loads them.
const MAY_RUN_THE_SEED = [join(SRC, 'server.ts'), join(SRC, 'testing.ts'), join(SRC, 'database.ts')];

// Static imports and re-exports (`from '…'`), side-effect imports and dynamic import('…').
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The relative imports of a file that point into src/seed. */
function seedImports(file: string, text: string): string[] {
  return [...text.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = resolve(dirname(file), specifier);
      return target === SEED || target.startsWith(SEED + sep);
    });
}

describe('runtime code and the seed', () => {
  it('recognises the ways a file can import the seed', () => {
    const file = join(SRC, 'plugins/app/example.ts');
    const text = [
      "import { foldName } from '../../seed/geo/pc4';",
      "export { REGIONS } from '../../seed/content/region-list';",
      "import '../../seed';",
      "const seed = await import('../../seed/seed');",
      "import { seedlings } from '../../seedlings';",
      "import { isIsoDay } from '../../lib/iso-day';",
    ].join('\n');
    assert.deepEqual(seedImports(file, text), [
      '../../seed/geo/pc4',
      '../../seed/content/region-list',
      '../../seed',
      '../../seed/seed',
    ]);
  });

  it('never imports the seed outside src/seed, the server start-up and the entries for tests', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(SEED + sep) && !MAY_RUN_THE_SEED.includes(file))
      .flatMap((file) =>
        seedImports(file, readFileSync(file, 'utf8')).map((specifier) => `${relative(SRC, file)} -> ${specifier}`),
      );
    assert.deepEqual(offenders, [], 'move what runtime code needs out of src/seed (e.g. into src/geo or src/lib)');
  });
});
