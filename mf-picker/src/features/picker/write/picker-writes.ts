import { eventBus } from '@alz/shared';
import { freeName, pictureName, baseName } from './picture-name';
import type { PictureType } from '@alz/shared/media/picture-types';
import { sniffPictureType } from './picture-type';
import {
  deleteCopies,
  deleteOriginal,
  failureOf,
  PickerStorage,
  takenBases,
  writeCopy,
  writeOriginal,
  type WriteFailure,
} from './picker-storage';
import { loadPicture, renderCopy } from './render-copy';
import { planCopies, type CopyPlan } from './sized-copies';

// The picker's writes, loaded only when an editor uploads, deletes or chooses a picture:
// file-type and the canvas code stay off the panel's first load.

export { sniffPictureType };
export type { WriteFailure };

export type WriteResult<T = null> = { ok: true; value: T } | { ok: false; failure: WriteFailure };

/** A picture in the list: its name, its address on the read path and its stored type. */
export interface StoredPicture {
  name: string;
  url: string;
  contentType: string;
}

export type Progress = (done: number, total: number) => void;

const readPath = (container: string, name: string) => `/blobstorage/${container}/${encodeURIComponent(name)}`;

/** Spec 2 §8: picker failures give failed 500 and are logged. */
function report(action: string, error: unknown): WriteFailure {
  const failure = failureOf(error);
  console.error(`Picker ${action} failed`, error);
  if (failure === 'failed') eventBus.emit('error:reported', { error, context: `picker ${action}` });
  return failure;
}

/** The copies not yet in storage, asked on the read path (no key needed when none is missing). */
async function missingCopies(plans: CopyPlan[]): Promise<CopyPlan[]> {
  const present = await Promise.all(
    plans.map(async (plan) => (await fetch(readPath(plan.container, plan.name), { method: 'HEAD' })).ok),
  );
  return plans.filter((_plan, index) => !present[index]);
}

async function writeCopies(
  storage: PickerStorage,
  source: Blob,
  plansFor: (size: { width: number; height: number }) => CopyPlan[],
  onProgress: Progress,
  onlyMissing: boolean,
): Promise<void> {
  const picture = await loadPicture(source);
  try {
    const plans = plansFor(picture.size);
    const todo = onlyMissing ? await missingCopies(plans) : plans;
    onProgress(0, todo.length);
    let done = 0;
    // One at a time: each copy is a full-size canvas, and a phone has little memory to spare.
    for (const plan of todo) {
      await writeCopy(storage, plan.container, plan.name, await renderCopy(picture, plan));
      done += 1;
      onProgress(done, todo.length);
    }
  } finally {
    picture.release();
  }
}

/**
 * Spec 2 §4: choosing a picture makes its missing sized copies first. When all are there, no
 * token is asked, so an editor without write access can still choose a prepared picture.
 */
export async function preparePicture(
  editorKey: string | null,
  picture: StoredPicture,
  onProgress: Progress,
): Promise<WriteResult> {
  try {
    const type = picture.contentType;
    // The sizes of width-only copies follow the original, so the plans wait for its decoding;
    // the names do not, so the cheap check comes first.
    const named = planCopies(picture.name, type, { width: 1600, height: 900 });
    if ((await missingCopies(named)).length === 0) return { ok: true, value: null };
    // Spec 2 §7: the original is downloaded by its address (the read path) to draw the copies.
    const response = await fetch(picture.url);
    if (!response.ok) return { ok: false, failure: 'failed' };
    const original = await response.blob();
    const storage = new PickerStorage(editorKey);
    await writeCopies(storage, original, (size) => planCopies(picture.name, type, size), onProgress, true);
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, failure: report('crop', error) };
  }
}

/** Uploads a checked picture under a free name, then makes all its sized copies (spec 2 §7). */
export async function uploadPicture(
  editorKey: string | null,
  file: File,
  type: PictureType,
  onProgress: Progress,
): Promise<WriteResult<string>> {
  const storage = new PickerStorage(editorKey);
  try {
    const wanted = pictureName(file.name, type);
    const name = freeName(wanted, await takenBases(baseName(wanted)));
    await writeOriginal(storage, name, file, type);
    await writeCopies(storage, file, (size) => planCopies(name, type, size), onProgress, false);
    return { ok: true, value: name };
  } catch (error) {
    return { ok: false, failure: report('upload', error) };
  }
}

/** Deletes the original, then every sized copy of it (spec 2 §7). */
export async function deletePicture(editorKey: string | null, picture: StoredPicture): Promise<WriteResult> {
  const storage = new PickerStorage(editorKey);
  try {
    await deleteOriginal(storage, picture.name);
    // The copies' names do not depend on the original's proportions.
    await deleteCopies(storage, planCopies(picture.name, picture.contentType, { width: 1600, height: 900 }));
    return { ok: true, value: null };
  } catch (error) {
    return { ok: false, failure: report('delete', error) };
  }
}
