import fs from 'node:fs';
import path from 'node:path';
import { alzSharedChunkOf } from './alz-shared-chunks';
import { moduleNameOf, readAlzSharedGroups } from './alz-shared-groups';

const sharedSource = path.resolve(__dirname, '../../shared/src');

/** The file of a module of @alz/shared by the name apps import it with. */
function fileOf(request: string): string {
  const file = ['.ts', '.tsx']
    .map((extension) => path.join(sharedSource, moduleNameOf(request) + extension))
    .find(fs.existsSync);
  if (!file) throw new Error(`no file for ${request}`);
  return file;
}

it("puts each group's modules in one of the shell's files, the group's own", () => {
  const chunks = new Map<string, Set<string | undefined>>();
  for (const [request, { group }] of readAlzSharedGroups(path.join(sharedSource, 'groups'))) {
    chunks.set(group, (chunks.get(group) ?? new Set()).add(alzSharedChunkOf(fileOf(request))));
  }
  // Asking for a group loads its file (and alz-shared, loaded with main.js anyway), no other.
  expect(Object.fromEntries([...chunks].map(([group, files]) => [group, [...files]]))).toEqual({
    core: ['alz-shared'],
    router: ['alz-shared'],
    forms: ['alz-signup'],
    search: ['alz-search'],
    dialog: ['alz-dialog'],
    video: ['alz-video'],
    'utility-bar': ['alz-utility-bar'],
    reveal: ['alz-reveal'],
  });
});

it("reads a file's chunk from a Windows path too", () => {
  expect(alzSharedChunkOf('C:\\site\\shared\\src\\ui\\modal.module.css')).toBe('alz-dialog');
  expect(alzSharedChunkOf('C:\\site\\shared\\src\\form\\field.tsx')).toBe('alz-signup');
  expect(alzSharedChunkOf('/site/mf-content/src/app.tsx')).toBeUndefined();
});
