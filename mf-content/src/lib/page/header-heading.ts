import { createContext } from 'react';

/**
 * A hero block is a section (h2) inside the page, but the page's own heading (h1) when it
 * opens a custom header (spec 1 §2.3 "custom header blocks"): every page keeps one h1.
 */
export const HeroHeadingLevel = createContext<1 | 2>(2);
