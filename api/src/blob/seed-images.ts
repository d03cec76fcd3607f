interface Scene {
  name: string;
  title: string;
  sky: string;
  land: string;
  accent: string;
  /** Horizontal position of the sun or moon, 0 to 1. */
  sunX: number;
}

// Calm, low-contrast scenes; soft shapes instead of photos keep the seed small and license-free.
const SCENES: Scene[] = [
  {
    name: 'wandeling-in-het-park.svg',
    title: 'Wandeling in het park',
    sky: '#dcecf2',
    land: '#8fbf8a',
    accent: '#f4d58d',
    sunX: 0.75,
  },
  {
    name: 'koffie-in-het-cafe.svg',
    title: 'Koffie in het café',
    sky: '#f3e6d8',
    land: '#c49a6c',
    accent: '#fff7ec',
    sunX: 0.3,
  },
  { name: 'samen-zingen.svg', title: 'Samen zingen', sky: '#e8e1f0', land: '#a99bc4', accent: '#f6c7b6', sunX: 0.55 },
  {
    name: 'handen-vasthouden.svg',
    title: 'Handen vasthouden',
    sky: '#f6e3e0',
    land: '#d9a5a0',
    accent: '#fdf1e7',
    sunX: 0.2,
  },
  {
    name: 'tuinieren-op-het-balkon.svg',
    title: 'Tuinieren op het balkon',
    sky: '#e4f1e4',
    land: '#6fa57a',
    accent: '#f2c572',
    sunX: 0.85,
  },
  {
    name: 'zonsondergang-aan-zee.svg',
    title: 'Zonsondergang aan zee',
    sky: '#fbe3c8',
    land: '#7fa7c4',
    accent: '#f29e6d',
    sunX: 0.5,
  },
];

function svg(scene: Scene): string {
  const sunX = Math.round(scene.sunX * 1200);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" role="img" aria-label="${scene.title}">
  <title>${scene.title}</title>
  <rect width="1200" height="800" fill="${scene.sky}"/>
  <circle cx="${sunX}" cy="260" r="110" fill="${scene.accent}"/>
  <path d="M0 560 C 250 470 450 520 650 560 S 1000 620 1200 540 V 800 H 0 Z" fill="${scene.land}" opacity="0.7"/>
  <path d="M0 650 C 300 590 600 700 900 640 S 1150 600 1200 620 V 800 H 0 Z" fill="${scene.land}"/>
</svg>
`;
}

export const SEED_IMAGES = SCENES.map((scene) => ({ name: scene.name, body: svg(scene) }));
