import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/**
 * A dump of a fresh PGlite cluster. initdb costs PGlite a few seconds in every test file; a dump
 * loads in under one. It is cached in the temp folder, keyed by the installed PGlite build.
 */
export async function freshClusterDump(): Promise<Blob> {
  const entry = await stat(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const file = join(tmpdir(), `alz-api-pglite-${entry.size}-${Math.round(entry.mtimeMs)}.tar`);
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
