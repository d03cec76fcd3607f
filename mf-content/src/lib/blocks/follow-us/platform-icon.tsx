import type { ReactNode } from 'react';

export type Platform = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube';

// Simple marks of our own; the platform's name is always in the link text, so these are decorative.
const MARKS: Record<Platform, ReactNode> = {
  facebook: <path d="M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" />
    </>
  ),
  linkedin: <path d="M4 9h4v11H4zM6 4.5v.01M10 9h4v2a3.5 3.5 0 0 1 6 2.5V20h-4v-6a1.5 1.5 0 0 0-3 0v6h-3z" />,
  x: <path d="M4 4l16 16M20 4L4 20" />,
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
};

export function PlatformIcon({ platform, className }: { platform: Platform; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {MARKS[platform]}
    </svg>
  );
}
