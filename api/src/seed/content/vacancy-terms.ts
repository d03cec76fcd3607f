import type { TaxonomyTermRow } from '../../types/site';
import { AVAILABILITIES, DURATIONS, JOB_TITLES, THEMES } from './vacancy-templates';

const terms = (vocabulary: string, items: { id: number; label: string }[]): TaxonomyTermRow[] =>
  items.map((item, index) => ({ vocabulary, tid: item.id, name: item.label, weight: index, icon: null }));

/** The vacancy vocabularies (function_type, vrijwilligersactiviteit, durations, availability). */
export const vacancyTerms: TaxonomyTermRow[] = [
  ...terms(
    'function_type',
    JOB_TITLES.map((job) => ({ id: job.id, label: job.name })),
  ),
  ...terms('vrijwilligersactiviteit', THEMES),
  ...terms('durations', DURATIONS),
  ...terms('availability', AVAILABILITIES),
];
