import type { NodeRow } from '../../types/wire';
import { locate } from '../../geo/places';
import { buildNode } from '../build-node';
import { dateAfter } from '../dates';
import { textBlock } from '../paragraphs';
import { Random } from '../random';
import { slugify } from '../slug';
import type { Region } from './regions';
import { regionalUnit } from './vacancy-terms';
import {
  AVAILABILITIES,
  CORPORATE_TEMPLATES,
  DURATIONS,
  NATIONAL_TEMPLATES,
  THEMES,
  VACANCY_TEMPLATES,
  type CorporateTemplate,
  type NationalTemplate,
  type VacancyTemplate,
} from './vacancy-templates';
import { text } from '@alz/shared/wire/read';

const VACANCY_COUNT = 20;
// Later additions draw from their own stream, so the first twenty and everything seeded after
// them (menus) stay exactly as they were.
const MORE_SEED = 6_2026;
const EXTRA_PER_REGION = 2;

const theme = (template: VacancyTemplate) => THEMES.find((term) => term.id === template.theme) ?? null;
const functionType = (template: VacancyTemplate) => ({ id: template.jobTitle.id, label: template.jobTitle.name });

/** What an application needs of the region (spec 1 §3 application page context). */
interface RegionReference {
  id: number;
  title: string;
  path: string;
  /** Where applications for the region's vacancies go: the region's own contact address. */
  email: string | null;
  address: { address_line1: string; postal_code: string; locality: string } | null;
}

type RegionNodeData = { field_email?: unknown; field_address?: Record<string, unknown> };

/** The reference a regional vacancy carries, with the contact details read from the region's node. */
function regionReference(region: Region, node: NodeRow | undefined): RegionReference {
  const data = (node?.data ?? {}) as RegionNodeData;
  const address = data.field_address;
  return {
    id: region.nid,
    title: region.title,
    path: region.alias,
    email: text(data.field_email) || null,
    address: address
      ? {
          address_line1: text(address.address_line1),
          postal_code: text(address.postal_code),
          locality: text(address.locality),
        }
      : null,
  };
}

function vacancyNode(
  nid: number,
  region: Region,
  reference: RegionReference,
  template: VacancyTemplate,
  random: Random,
  type: 'vacancies' | 'regio_vacancies' = 'vacancies',
) {
  return buildNode({
    nid,
    type,
    title: template.title,
    alias: `${region.alias}/vrijwilligerswerk/${slugify(template.title)}`,
    parent: region,
    age: random.int(5, 90),
    edited: random.int(0, 5),
    intro: [template.intro],
    blocks: [textBlock('Wat gaat u doen?', template.tasks), textBlock('Wat vragen wij?', template.asks)],
    fields: {
      field_sub_title: template.subTitle,
      field_plaatsnaam: region.locality,
      field_zip_code: region.postalCode,
      field_availability: random.pick(AVAILABILITIES),
      field_duration: random.pick(DURATIONS),
      field_job_title: template.jobTitle,
      field_function_type: functionType(template),
      field_theme: theme(template),
      field_end_date: dateAfter(random.int(30, 150)),
      field_vacancy_type: 'regional',
      field_regio: reference,
      field_organisation_unit_key: regionalUnit(region),
      field_geolocation: locate(region.postalCode),
    },
  });
}

function nationalNode(nid: number, template: NationalTemplate, random: Random): NodeRow {
  return buildNode({
    nid,
    type: 'vacancies',
    title: template.title,
    alias: `/vrijwilligerswerk/${slugify(template.title)}`,
    age: random.int(5, 120),
    edited: random.int(0, 5),
    intro: [template.intro],
    blocks: [textBlock('Wat gaat u doen?', template.tasks), textBlock('Wat vragen wij?', template.asks)],
    fields: {
      field_sub_title: template.subTitle,
      field_availability: random.pick(AVAILABILITIES),
      field_duration: random.pick(DURATIONS),
      field_job_title: template.jobTitle,
      field_function_type: functionType(template),
      field_theme: theme(template),
      field_end_date: dateAfter(random.int(30, 150)),
      field_vacancy_type: template.kind,
    },
  });
}

function corporateNode(nid: number, template: CorporateTemplate, random: Random): NodeRow {
  return buildNode({
    nid,
    type: 'corporate_vacature',
    title: template.title,
    // Spec 1 §2.1: a corporate vacancy applies at /{vacancy}/solliciteren, so its path is one segment.
    alias: `/vacature-${slugify(template.title)}`,
    age: random.int(3, 40),
    intro: [template.intro],
    blocks: [
      textBlock('Wat ga je doen?', template.intro),
      textBlock('Wat bieden wij?', 'Een betrokken team, flexibele werktijden en een goede pensioenregeling.'),
    ],
    fields: {
      field_sub_title: template.subTitle,
      field_plaatsnaam: template.city,
      field_end_date: dateAfter(random.int(14, 60)),
      field_organisation_unit_key: template.unit,
      field_geolocation: locate(template.city),
    },
  });
}

type References = (region: Region) => RegionReference;

/** Two more regional vacancies in every region, each with a template the region does not have yet. */
function moreRegional(regions: Region[], used: Set<string>, random: Random, referenceOf: References): NodeRow[] {
  const nodes: NodeRow[] = [];
  regions.forEach((region) => {
    let added = 0;
    let templateIndex = random.int(0, VACANCY_TEMPLATES.length - 1);
    while (added < EXTRA_PER_REGION) {
      const template = VACANCY_TEMPLATES[templateIndex];
      if (template && !used.has(`${region.slug}/${templateIndex}`)) {
        used.add(`${region.slug}/${templateIndex}`);
        nodes.push(vacancyNode(2000 + nodes.length, region, referenceOf(region), template, random));
        added += 1;
      }
      templateIndex = (templateIndex + 1) % VACANCY_TEMPLATES.length;
    }
  });
  return nodes;
}

/** `regionNodes` are the regions' own nodes: their contact details go into each vacancy's reference. */
export function buildVacancies(regions: Region[], random: Random, regionNodes: readonly NodeRow[] = []) {
  const nodesByNid = new Map(regionNodes.map((node) => [node.nid, node]));
  const referenceOf = (region: Region) => regionReference(region, nodesByNid.get(region.nid));
  const utrecht = regions.find((region) => region.slug === 'utrecht');
  const [firstTemplate] = VACANCY_TEMPLATES;
  if (!utrecht || !firstTemplate) throw new Error('Seed needs the Utrecht region and a vacancy template');
  // The Utrecht café host vacancy is a fixed point the tests and the demo link to.
  const pairs = [{ region: utrecht, template: firstTemplate }];
  const used = new Set([`${utrecht.slug}/0`]);
  while (pairs.length < VACANCY_COUNT) {
    const regionIndex = random.int(0, regions.length - 1);
    const templateIndex = random.int(0, VACANCY_TEMPLATES.length - 1);
    const region = regions[regionIndex];
    const template = VACANCY_TEMPLATES[templateIndex];
    if (!region || !template || used.has(`${region.slug}/${templateIndex}`)) continue;
    used.add(`${region.slug}/${templateIndex}`);
    pairs.push({ region, template });
  }
  const first = pairs.map(({ region, template }, index) =>
    vacancyNode(200 + index, region, referenceOf(region), template, random),
  );
  const more = new Random(MORE_SEED);
  return [
    ...first,
    ...moreRegional(regions, used, more, referenceOf),
    ...NATIONAL_TEMPLATES.map((template, index) => nationalNode(2200 + index, template, more)),
    ...CORPORATE_TEMPLATES.map((template, index) => corporateNode(2280 + index, template, more)),
    vacancyOverview(),
    regioVacancy(regions, used, referenceOf),
  ];
}

// One vacancy of the content type regio_vacancies (spec 1 §2.2 "regional
// volunteer vacancies"), shown like any regional vacancy. Its own stream and a region the tests
// do not count, so nothing seeded before it changes.
const REGIO_KIND_SEED = 18_2026;

function regioVacancy(regions: Region[], used: Set<string>, referenceOf: References): NodeRow {
  const region = regions.find((candidate) => candidate.slug === 'arnhem-en-omstreken');
  const index = VACANCY_TEMPLATES.findIndex((_, i) => !used.has(`arnhem-en-omstreken/${i}`));
  const template = VACANCY_TEMPLATES[index];
  if (!region || !template) throw new Error('Seed needs the Arnhem region and a template it does not have');
  return vacancyNode(2298, region, referenceOf(region), template, new Random(REGIO_KIND_SEED), 'regio_vacancies');
}

/** The vacancies overview (spec 1 §2.6 page kind vacancy_overview); the list itself comes from the api. */
const vacancyOverview = () =>
  buildNode({
    nid: 2299,
    type: 'vacancy_overview',
    title: 'Vrijwilligerswerk',
    alias: '/vrijwilligerswerk',
    age: 300,
    intro: [
      'Wilt u iets doen voor mensen met dementie en hun naasten? Kies vrijwilligerswerk dat bij u past: in uw buurt, in uw regio of vanuit huis.',
    ],
  });
