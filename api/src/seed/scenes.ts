export interface Scene {
  name: string;
  title: string;
  sky: string;
  land: string;
  accent: string;
  /** Horizontal position of the sun or moon, 0 to 1. */
  sunX: number;
}

// Calm, low-contrast scenes; soft shapes instead of photos keep the seed small and license-free.
export const SCENES: Scene[] = [
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

/** A scene drawn at any size: the shapes scale with the frame, so every crop looks alike. */
export function sceneSvg(scene: Scene, width = 1200, height = 800): string {
  const x = (fraction: number) => Math.round(fraction * width);
  const y = (fraction: number) => Math.round(fraction * height);
  const sun = Math.round(Math.min(width, height) * 0.14);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${scene.title}">
  <title>${scene.title}</title>
  <rect width="${width}" height="${height}" fill="${scene.sky}"/>
  <circle cx="${x(scene.sunX)}" cy="${y(0.325)}" r="${sun}" fill="${scene.accent}"/>
  <path d="M0 ${y(0.7)} C ${x(0.21)} ${y(0.59)} ${x(0.375)} ${y(0.65)} ${x(0.54)} ${y(0.7)} S ${x(0.83)} ${y(0.775)} ${width} ${y(0.675)} V ${height} H 0 Z" fill="${scene.land}" opacity="0.7"/>
  <path d="M0 ${y(0.8125)} C ${x(0.25)} ${y(0.74)} ${x(0.5)} ${y(0.875)} ${x(0.75)} ${y(0.8)} S ${x(0.96)} ${y(0.75)} ${width} ${y(0.775)} V ${height} H 0 Z" fill="${scene.land}"/>
</svg>
`;
}

export const SEED_IMAGES = SCENES.map((scene) => ({ name: scene.name, body: sceneSvg(scene) }));
