import type { TaxonomyTermRow } from '../../types/site';
import { REGIONS } from './region-list';
import { regionNid } from './regions';
import { AVAILABILITIES, CORPORATE_TEMPLATES, DURATIONS, JOB_TITLES, THEMES } from './vacancy-templates';

const terms = (vocabulary: string, items: { id: number; label: string }[]): TaxonomyTermRow[] =>
  items.map((item, index) => ({ vocabulary, tid: item.id, name: item.label, weight: index, icon: null }));

/**
 * Vocabulary organisationunitkey, regional part: every region is its own organisation unit, so an
 * application for a regional vacancy reaches the right team (spec 1 §3 OrganisationUnitKey). The
 * term id is the region's node id; the national departments (corporate vacancies) have 1 to 8.
 */
export const regionalUnit = (region: { nid: number; title: string }) => ({ id: region.nid, name: region.title });

const corporateUnits = [...new Map(CORPORATE_TEMPLATES.map(({ unit }) => [unit.id, unit])).values()].sort(
  (a, b) => a.id - b.id,
);
// regions.ts titles every region "Regio {name}".
const regionalUnits = REGIONS.map(([name], index) => regionalUnit({ nid: regionNid(index), title: `Regio ${name}` }));

/** The vacancy vocabularies (function_type, vrijwilligersactiviteit, durations, availability, organisationunitkey). */
export const vacancyTerms: TaxonomyTermRow[] = [
  ...terms(
    'function_type',
    JOB_TITLES.map((job) => ({ id: job.id, label: job.name })),
  ),
  ...terms('vrijwilligersactiviteit', THEMES),
  ...terms('durations', DURATIONS),
  ...terms('availability', AVAILABILITIES),
  ...terms(
    'organisationunitkey',
    [...corporateUnits, ...regionalUnits].map((unit) => ({ id: unit.id, label: unit.name })),
  ),
];
