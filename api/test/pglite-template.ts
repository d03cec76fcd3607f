import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A dump of a fresh PGlite cluster. initdb costs PGlite a few seconds in every test file; a dump
 * loads in under one. It is cached in the temp folder, keyed by the installed PGlite build: its
 * version and the content of its entry file, not the file's date, so that every fresh install of
 * the same build (each CI clone) finds the one dump instead of writing another 40 MB.
 */
export async function freshClusterDump(): Promise<Blob> {
  const entryPath = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(await readFile(join(dirname(entryPath), '../package.json'), 'utf8')) as {
    version: string;
  };
  const build = createHash('sha256')
    .update(await readFile(entryPath))
    .digest('hex')
    .slice(0, 12);
  const file = join(tmpdir(), `alz-api-pglite-${version}-${build}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const pglite = await PGlite.create();
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Write then rename, so a test file running at the same time never reads half a dump.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}
