// The picker's containers (spec 2 §7, §9): originals in `pictures`, each sized copy in a
// container of its own named `pictures-` plus its size code. One list for the picker, which
// writes them, and the api, which signs the picker's access to exactly these.

export const PICTURES_CONTAINER = 'pictures';

/** Width x height crops, then width-only copies, written as spec 2 §7 writes them ("300w"). */
export const PICTURE_SIZE_CODES = [
  '404x227',
  '808x455',
  '1616x909',
  '380x235',
  '760x470',
  '1140x705',
  '300w',
  '400w',
  '580w',
  '600w',
  '800w',
  '1160w',
  '1740w',
] as const;

export type PictureSizeCode = (typeof PICTURE_SIZE_CODES)[number];

export const sizedPicturesContainer = (code: PictureSizeCode) => `pictures-${code}`;

/** Every container the picker writes; all valid Azure names (a–z, 0–9, hyphens, 3–63 long). */
export const PICKER_CONTAINERS: readonly string[] = [
  PICTURES_CONTAINER,
  ...PICTURE_SIZE_CODES.map(sizedPicturesContainer),
];
