import { CROP_WIDTHS, type CropKind, type DrupalImage } from '@alz/shared/media/image';
import { SCENES, sceneSvg, type Scene } from './scenes';

/** Container of the content images; the site reads it through its /blobstorage/ proxy. */
export const CONTENT_CONTAINER = 'content';

// More scenes than the picker's pictures, so pages with many images do not look all alike.
const EXTRA_SCENES: Scene[] = [
  { name: 'samen-lezen.svg', title: 'Samen lezen', sky: '#eef0e2', land: '#b5b98a', accent: '#e9c46a', sunX: 0.4 },
  {
    name: 'fietstocht.svg',
    title: 'Fietstocht langs de dijk',
    sky: '#e0eef8',
    land: '#7db08f',
    accent: '#ffe3a3',
    sunX: 0.65,
  },
  {
    name: 'bloemen-plukken.svg',
    title: 'Bloemen plukken',
    sky: '#f7e9f0',
    land: '#b7c98d',
    accent: '#f4a6b8',
    sunX: 0.15,
  },
  {
    name: 'thee-drinken.svg',
    title: 'Thee drinken aan tafel',
    sky: '#f2ece3',
    land: '#b99b7f',
    accent: '#f7d9a8',
    sunX: 0.8,
  },
];

const CONTENT_SCENES = [...SCENES, ...EXTRA_SCENES];

export type SceneName =
  | 'wandeling-in-het-park'
  | 'koffie-in-het-cafe'
  | 'samen-zingen'
  | 'handen-vasthouden'
  | 'tuinieren-op-het-balkon'
  | 'zonsondergang-aan-zee'
  | 'samen-lezen'
  | 'fietstocht'
  | 'bloemen-plukken'
  | 'thee-drinken';

export const SCENE_NAMES = CONTENT_SCENES.map((scene) => scene.name.replace(/\.svg$/, '') as SceneName);

/** Height over width per crop kind (spec 1 §9: cards are 380x235, news and landscape 16:9). */
const RATIO: Record<CropKind, number> = {
  news: 9 / 16,
  aside: 1,
  portrait: 4 / 3,
  landscape: 9 / 16,
  square: 1,
  story: 3 / 4,
  card: 235 / 380,
};

const fileName = (scene: SceneName, width: number, height: number) => `${scene}-${width}x${height}.svg`;
const sizeOf = (kind: CropKind, width: number) => ({ width, height: Math.round(width * RATIO[kind]) });

/** A wire image with every crop of its kind; the largest crop is the image itself. */
export function seedImage(scene: SceneName, kind: CropKind, alt: string): DrupalImage {
  const crops = CROP_WIDTHS[kind].map((width) => {
    const size = sizeOf(kind, width);
    return { url: `/blobstorage/${CONTENT_CONTAINER}/${fileName(scene, size.width, size.height)}`, ...size };
  });
  const largest = crops[crops.length - 1]!;
  const title = CONTENT_SCENES.find((s) => s.name === `${scene}.svg`)?.title ?? '';
  return {
    url: largest.url,
    alt,
    title,
    width: largest.width,
    height: largest.height,
    crops: crops.map(({ url, width }) => ({ url, width })),
  };
}

/** Every crop of every scene, as files for blob storage. */
export function contentImageFiles(): { name: string; body: string }[] {
  const files = new Map<string, string>();
  for (const scene of CONTENT_SCENES) {
    const name = scene.name.replace(/\.svg$/, '') as SceneName;
    for (const kind of Object.keys(CROP_WIDTHS) as CropKind[]) {
      for (const width of CROP_WIDTHS[kind]) {
        const size = sizeOf(kind, width);
        files.set(fileName(name, size.width, size.height), sceneSvg(scene, size.width, size.height));
      }
    }
  }
  return [...files].map(([name, body]) => ({ name, body }));
}
