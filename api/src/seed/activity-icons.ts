import { CONTENT_CONTAINER } from './media';

/**
 * Stroke drawings on a 24x24 grid, one per activity type (spec 1 §3: the activity_type
 * vocabulary has icons). Keys are the icon names of activity-plans.ts.
 */
const DRAWINGS = {
  // A cup on a saucer, with steam.
  koffie: [
    '<path d="M4 10h12v3.5a5.5 5.5 0 0 1-5.5 5.5h-1A5.5 5.5 0 0 1 4 13.5z"/>',
    '<path d="M16 11.5h1.5a2.5 2.5 0 0 1 0 5H16"/>',
    '<path d="M3 21.5h16"/>',
    '<path d="M8 3.5c-1 1 1 2 0 3.5M12 3.5c-1 1 1 2 0 3.5"/>',
  ],
  // Two people side by side.
  groep: [
    '<circle cx="9" cy="7.5" r="3"/>',
    '<path d="M3 20a6 6 0 0 1 12 0"/>',
    '<circle cx="17" cy="9" r="2.5"/>',
    '<path d="M16 14.1a5 5 0 0 1 5 5.4"/>',
  ],
  // Someone walking.
  wandelen: [
    '<circle cx="13.5" cy="4.5" r="2"/>',
    '<path d="M12.5 8.5 10.5 14 8 21"/>',
    '<path d="M10.5 14l3.5 3 1 4"/>',
    '<path d="M12.3 9.5 16 12M12 9.5l-3.5 2.5"/>',
  ],
  // Two joined notes.
  muziek: [
    '<path d="M9 18V5.5l11-2V16"/>',
    '<circle cx="6.5" cy="18" r="2.5"/>',
    '<circle cx="17.5" cy="16" r="2.5"/>',
  ],
  // A board on a stand, with lines of text.
  lezing: [
    '<rect x="3" y="3.5" width="18" height="11.5" rx="1.5"/>',
    '<path d="M7 8h10M7 11h6"/>',
    '<path d="M12 15v4M8 21.5l4-2.5 4 2.5"/>',
  ],
  // An open book.
  cursus: [
    '<path d="M12 6.5C10 5 7 4.5 3 4.5v14c4 0 7 .5 9 2 2-1.5 5-2 9-2v-14c-4 0-7 .5-9 2z"/>',
    '<path d="M12 6.5v14"/>',
  ],
  // Someone stretching, arms up.
  bewegen: [
    '<circle cx="12" cy="4.5" r="2"/>',
    '<path d="M12 8.5v6"/>',
    '<path d="M5.5 6.5l6.5 3.5 6.5-3.5"/>',
    '<path d="M12 14.5l-4 7M12 14.5l4 7"/>',
  ],
} as const;

export type ActivityIconName = keyof typeof DRAWINGS;

// The brand purple of the activity cards (activities.module.css), which reads well on white and sand.
const COLOUR = '#5b2a86';

const fileName = (name: ActivityIconName) => `activiteit-icoon-${name}.svg`;

/** Site path of an activity type's icon, read through the /blobstorage/ proxy like the content images. */
export const activityIconPath = (name: ActivityIconName) => `/blobstorage/${CONTENT_CONTAINER}/${fileName(name)}`;

/**
 * One calm, single-colour stroke icon. It is decorative (the type's name stands next to it), so it
 * has no title; its size comes from the page's CSS.
 */
export function activityIconSvg(name: ActivityIconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="${COLOUR}" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round">
  ${DRAWINGS[name].join('\n  ')}
</svg>
`;
}

/** Every activity type icon, as files for the content container of blob storage. */
export function activityIconFiles(): { name: string; body: string }[] {
  return (Object.keys(DRAWINGS) as ActivityIconName[]).map((name) => ({
    name: fileName(name),
    body: activityIconSvg(name),
  }));
}
