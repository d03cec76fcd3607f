import type { ReactElement } from 'react';
import type { SocialChannel } from './brands';

// Simple shapes drawn for this site, not the networks' trademark files. They are decorative:
// the link's hidden text names the channel, so every icon is aria-hidden.
const svgProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2 } as const;

export const socialIcons: Record<SocialChannel, ReactElement> = {
  facebook: (
    <svg {...svgProps}>
      <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8h1.8V3a24 24 0 0 0-2.6-.1c-2.6 0-4.4 1.6-4.4 4.5v2.1H8V13h2.6v8Z" />
    </svg>
  ),
  instagram: (
    <svg {...svgProps}>
      <rect x="3" y="3" width="18" height="18" rx="5" {...stroke} />
      <circle cx="12" cy="12" r="4" {...stroke} />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </svg>
  ),
  linkedin: (
    <svg {...svgProps}>
      <rect x="3" y="9" width="4" height="12" />
      <circle cx="5" cy="5" r="2.2" />
      <path d="M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.3 0 4.3 2 4.3 5.3V21h-4v-6.2c0-1.6-.3-2.8-1.9-2.8S14 13.2 14 14.8V21h-4Z" />
    </svg>
  ),
  x: (
    <svg {...svgProps}>
      <path d="M4 4l16 16M20 4 4 20" {...stroke} strokeLinecap="round" />
    </svg>
  ),
  youtube: (
    <svg {...svgProps}>
      {/* The play button is a hole, so it shows whatever the link's background is. */}
      <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4Zm4 4v6l5-3Z" />
    </svg>
  ),
};
