import type { TaxonomyTermRow } from '../../types/site';

/** The vacancy vocabularies (function_type, vrijwilligersactiviteit, durations, availability). */
export const vacancyTerms: TaxonomyTermRow[] = [];
