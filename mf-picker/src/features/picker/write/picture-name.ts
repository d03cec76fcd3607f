import type { PictureType } from '@alz/shared/media/picture-types';
import { PICTURE_EXTENSIONS } from './accepted-types';

const MAX_BASE_LENGTH = 80;

/** The part of a file name before its last dot. */
export const baseName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
};

/**
 * The blob name for an uploaded file: its own name, readable (letters of any language, digits,
 * spaces, dots, dashes, underscores, brackets), with the extension of what it really is. The file
 * name is the picture's alt text in the picker (spec 2 §3), so it is kept as close as can be.
 */
export function pictureName(fileName: string, type: PictureType): string {
  const base =
    baseName(fileName.split(/[\\/]/).pop() ?? '')
      .normalize('NFC')
      .replace(/[^\p{L}\p{N} ._()-]+/gu, '-')
      .replace(/\s+/g, ' ')
      .replace(/-{2,}/g, '-')
      .replace(/^[\s.-]+|[\s.-]+$/g, '')
      .slice(0, MAX_BASE_LENGTH)
      .trim() || 'afbeelding';
  return `${base}.${PICTURE_EXTENSIONS[type]}`;
}

/**
 * `name`, or with " (2)", " (3)", … before the extension when its base name is taken. Sized
 * copies are named after the base name, so two originals must never share one.
 */
export function freeName(name: string, takenBases: ReadonlySet<string>): string {
  const base = baseName(name);
  const extension = name.slice(base.length);
  if (!takenBases.has(base)) return name;
  for (let number = 2; ; number += 1) {
    const candidate = `${base} (${number})`;
    if (!takenBases.has(candidate)) return `${candidate}${extension}`;
  }
}
