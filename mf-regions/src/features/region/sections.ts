/** The region page's sections in the sub-menu's order (spec 1 §2.5); ids are the anchors. */
export const SECTIONS = [
  { id: 'uitgelicht', label: 'Highlights' },
  { id: 'activiteiten', label: 'Activities' },
  { id: 'nieuws', label: 'News' },
  { id: 'voorzieningen', label: 'Services' },
  // Spec 1 §2.8: the vacancy list lives in a section with id vacatures.
  { id: 'vacatures', label: 'Vacancies' },
  { id: 'informatie-over-dementie', label: 'DementiaInfo' },
  { id: 'regionale-informatie', label: 'Contact' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];
