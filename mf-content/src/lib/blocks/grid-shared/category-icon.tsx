import type { ReactNode } from 'react';

// spec 2 §3 "Category icon names". Simple line drawings of our own; purely decorative.
const ICONS = {
  car: (
    <>
      <path d="M3 16v-3l2-5h14l2 5v3z" />
      <circle cx="7" cy="17.5" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  cloudy: <path d="M7 18h10a4 4 0 0 0 .5-8 6 6 0 0 0-11.4 1.6A3.3 3.3 0 0 0 7 18z" />,
  cognitive: (
    <>
      <path d="M9 21v-3H6.5A1.5 1.5 0 0 1 5 16.5V14l-2-1 2-3.5A7 7 0 0 1 19 9c0 2.6-1 4-2 5v7" />
      <path d="M10 9a2 2 0 1 1 3 1.7V12" />
    </>
  ),
  finance: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8.5a4 4 0 1 0 0 7M7.5 11h6M7.5 13.5h6" />
    </>
  ),
  hearing: (
    <>
      <path d="M7 9a5 5 0 0 1 10 0c0 3-3 4-3 7a3 3 0 0 1-6 0" />
      <path d="M10 9.5a2 2 0 0 1 4 0" />
    </>
  ),
  heart: <path d="M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
  'help-desk': (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3" />
    </>
  ),
  hospital: <path d="M4 21V7h16v14M2 21h20M12 10v5M9.5 12.5h5M10 21v-3h4v3" />,
  hotel: (
    <>
      <path d="M3 19V6M3 15h18v4M21 15v-2.5A2.5 2.5 0 0 0 18.5 10H11v5" />
      <circle cx="7" cy="12" r="2" />
    </>
  ),
  pills: <path d="M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7zM7 7l7 7" />,
  restaurant: <path d="M6 3v6a2 2 0 0 0 4 0V3M8 3v18M17 21V3c-2 1-3 4-3 8h3" />,
  'scales-tipped': <path d="M12 3v18M8 21h8M4 5l16 4M4 5l-2.5 6a2.5 2.5 0 0 0 5 0zM20 9l-2.5 6a2.5 2.5 0 0 0 5 0z" />,
  sprout: <path d="M12 21v-9M12 12C12 8 9 5 4 5c0 4 3 7 8 7zM12 14c0-3 3-6 8-6 0 4-3 6-8 6z" />,
  stethoscope: (
    <>
      <path d="M6 3v6a4 4 0 0 0 8 0V3M10 13v3a4 4 0 0 0 8 0v-2" />
      <circle cx="18" cy="12" r="2" />
    </>
  ),
  theater: (
    <>
      <path d="M3 4h10v6a5 5 0 0 1-10 0z" />
      <path d="M13 9h8v5a5 5 0 0 1-8.5 3.5M6 8h1M9 8h1M16 12h1M19 12h1M6 12.5a2 2 0 0 0 4 0" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type CategoryIconName = keyof typeof ICONS;

/** The icon name, or null for a name the site does not know (then no icon is shown). */
export const toIconName = (value: unknown): CategoryIconName | null =>
  typeof value === 'string' && Object.hasOwn(ICONS, value) ? (value as CategoryIconName) : null;

export function CategoryIcon({ name, className }: { name: CategoryIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[name]}
    </svg>
  );
}
