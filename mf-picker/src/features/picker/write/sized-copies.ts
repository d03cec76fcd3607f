import { PICTURE_SIZE_CODES, sizedPicturesContainer, type PictureSizeCode } from '@alz/shared/media/picture-containers';

// Spec 2 §9: sized copies are encoded at quality 0.75, and scaled down in steps of 0.75 (each
// step halves fewer pixels than one big jump would, so thin lines and text stay readable).
export const COPY_QUALITY = 0.75;
export const DOWNSCALE_STEP = 0.75;

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** One sized copy to write: where, under which name, how large, and which part of the original. */
export interface CopyPlan {
  code: PictureSizeCode;
  container: string;
  name: string;
  type: CopyType;
  size: Size;
  /** The part of the original that fills the copy (the centre, for a crop to another shape). */
  source: Rect;
}

/** The types a browser canvas encodes everywhere; anything else becomes a JPEG copy. */
export type CopyType = 'image/jpeg' | 'image/png' | 'image/webp';

const EXTENSIONS: Record<CopyType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** PNG and WebP keep their transparency; SVG, GIF and the rest are drawn on white as a JPEG. */
export function copyType(originalType: string): CopyType {
  return originalType === 'image/png' || originalType === 'image/webp' || originalType === 'image/jpeg'
    ? originalType
    : 'image/jpeg';
}

/** `404x227` gives both sides; `300w` the width only, the height following the original. */
export function parseSizeCode(code: PictureSizeCode): { width: number; height: number | null } {
  const crop = /^(\d+)x(\d+)$/.exec(code);
  if (crop) return { width: Number(crop[1]), height: Number(crop[2]) };
  return { width: Number(code.slice(0, -1)), height: null };
}

/**
 * The copy's file name: the original's name without its extension, the size code, and the copy
 * type's extension (spec 2 §7: "file names suffixed by width and height"), so
 * `wandeling.svg` in `pictures-404x227` is `wandeling-404x227.jpg`, and in `pictures-300w`
 * `wandeling-300w.jpg`: a name the site can build without knowing the original's proportions.
 */
export function sizedCopyName(original: string, code: PictureSizeCode, type: CopyType): string {
  const dot = original.lastIndexOf('.');
  const base = dot > 0 ? original.slice(0, dot) : original;
  return `${base}-${code}.${EXTENSIONS[type]}`;
}

/**
 * Every copy a picture gets, with the part of the original each one shows. A copy is never
 * larger than what it shows of the original: a 900 px photo's 1616x909 copy is its 900 px wide
 * centre, not a blurred enlargement (it keeps the size code in its name, which is how the site
 * finds it). A drawing (SVG) has no pixels to lose, so it is drawn at every size.
 */
export function planCopies(original: string, originalType: string, natural: Size): CopyPlan[] {
  const type = copyType(originalType);
  const vector = originalType === 'image/svg+xml';
  return PICTURE_SIZE_CODES.map((code) => {
    const { width, height } = parseSizeCode(code);
    const wanted = { width, height: height ?? Math.max(1, Math.round((natural.height * width) / natural.width)) };
    const source = coverSource(natural, wanted);
    const size = !vector && source.width < wanted.width ? { width: source.width, height: source.height } : wanted;
    return {
      code,
      container: sizedPicturesContainer(code),
      name: sizedCopyName(original, code, type),
      type,
      size,
      source,
    };
  });
}

/** The largest centred part of `natural` with the proportions of `target` (CSS `object-fit: cover`). */
export function coverSource(natural: Size, target: Size): Rect {
  const scale = Math.min(natural.width / target.width, natural.height / target.height);
  const width = Math.min(natural.width, Math.round(target.width * scale));
  const height = Math.min(natural.height, Math.round(target.height * scale));
  return { x: Math.floor((natural.width - width) / 2), y: Math.floor((natural.height - height) / 2), width, height };
}

/**
 * The sizes to draw on the way from `from` down to `to`: each step 0.75 of the one before while
 * that stays larger than the target, then the target itself. Growing (a drawing) is one step.
 */
export function downscaleSteps(from: Size, to: Size): Size[] {
  const steps: Size[] = [];
  let current = from;
  while (current.width * DOWNSCALE_STEP > to.width && current.height * DOWNSCALE_STEP > to.height) {
    current = {
      width: Math.round(current.width * DOWNSCALE_STEP),
      height: Math.round(current.height * DOWNSCALE_STEP),
    };
    steps.push(current);
  }
  steps.push(to);
  return steps;
}
