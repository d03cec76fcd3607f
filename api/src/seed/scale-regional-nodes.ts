// Locations, activities and vacancies of the scale-up seed (scale.ts), in the shapes of the
// normal seed's locations.ts, activities.ts and vacancies.ts, each in a place of its region.
import type { NodeRow } from '../types/wire';
import { activityIconPath } from './activity-icons';
import { buildNode } from './build-node';
import { ACTIVITY_TYPES } from './content/activity-plans';
import { LOCATION_TYPES } from './content/locations';
import {
  AVAILABILITIES,
  DURATIONS,
  NATIONAL_TEMPLATES,
  THEMES,
  VACANCY_TEMPLATES,
  type VacancyTemplate,
} from './content/vacancy-templates';
import { regionalUnit } from './content/vacancy-terms';
import { dateAfter } from './dates';
import { textBlock } from './paragraphs';
import type { Random } from './random';
import { addressIn, POSTCODE_LETTERS, regioRef, sentences, type ScaleContext } from './scale-nodes';
import { TOPICS, VENUE_KINDS, VENUE_NAMES } from './scale-words';
import { slugify } from './slug';

const HOUR = 3600;

export function scaleLocation(random: Random, nid: number, context: ScaleContext): NodeRow {
  const region = random.pick(context.regions);
  const type = random.pick(LOCATION_TYPES);
  const name = `${type.name} ${random.pick(VENUE_NAMES)}`;
  const place = random.pick(region.places);
  return buildNode({
    nid,
    type: 'location',
    title: `${name}, ${place.place}`,
    alias: `${region.alias}/locaties/${slugify(name)}-${nid}`,
    age: random.int(30, 900),
    edited: random.int(0, 30),
    intro: sentences(random, 2, random.pick(TOPICS), place.place),
    blocks: [
      textBlock(
        'Bereikbaarheid',
        'De locatie is goed bereikbaar met het openbaar vervoer. U kunt parkeren voor de deur.',
      ),
    ],
    fields: {
      field_location_type: { id: type.tid, label: type.name },
      field_regio: regioRef(region),
      field_address: addressIn(random, place),
      field_email: `locatie.${nid}@example.org`,
      field_contact: 'Neem gerust contact op met de coördinator van deze locatie.',
    },
  });
}

export function scaleActivity(random: Random, nid: number, context: ScaleContext): NodeRow {
  const region = random.pick(context.regions);
  const type = random.pick(ACTIVITY_TYPES);
  const place = random.pick(region.places);
  const title = `${random.pick(type.topics)} in ${place.place}`;
  // Past, running and coming activities, one-off and series, as activity-plans.ts plans them.
  const startDay = random.int(-60, 240);
  const days = random.pick([0, 0, 0, 0, 1, 2, 30, 60, null]);
  const start = random.pick([10, 10.5, 14, 19, 19.5]) * HOUR;
  const entry = random.next() < 0.5 ? start - HOUR / 2 : null;
  const external = random.next() < 0.2;
  const slug = `${slugify(title)}-${nid}`;
  return buildNode({
    nid,
    type: 'activiteit',
    title,
    alias: `${region.alias}/activiteiten/${slug}`,
    age: random.int(10, 200),
    edited: random.int(0, 10),
    intro: [type.intro],
    blocks: [
      textBlock(
        'Praktisch',
        entry === null
          ? 'Meedoen is gratis. Wilt u zeker zijn van een plek? Meld u dan vooraf aan.'
          : 'Meedoen is gratis. De deur is open vanaf de inlooptijd, dan staat de koffie klaar.',
      ),
    ],
    fields: {
      field_activity_type: { id: type.tid, label: type.name, icon: activityIconPath(type.icon) },
      field_start_date: dateAfter(startDay),
      field_end_date: days === null ? null : dateAfter(startDay + days),
      field_start_time: start,
      field_end_time: random.next() < 0.9 ? start + 2 * HOUR : null,
      field_entry_time: entry,
      field_location: `${random.pick(VENUE_KINDS)} ${place.place}`,
      field_locatie: null,
      field_address: addressIn(random, place),
      field_geolocation: { lat: place.lat, lon: place.lon },
      field_external_link: external ? { uri: `https://www.example.org/aanmelden/${slug}`, title: 'Aanmelden' } : null,
      field_regio: regioRef(region),
    },
  });
}

function vacancyFields(random: Random, template: VacancyTemplate) {
  return {
    field_sub_title: template.subTitle,
    field_availability: random.pick(AVAILABILITIES),
    field_duration: random.pick(DURATIONS),
    field_job_title: template.jobTitle,
    field_function_type: { id: template.jobTitle.id, label: template.jobTitle.name },
    field_theme: THEMES.find((term) => term.id === template.theme) ?? null,
    field_end_date: dateAfter(random.int(30, 150)),
  };
}

const vacancyBlocks = (template: VacancyTemplate) => [
  textBlock('Wat gaat u doen?', template.tasks),
  textBlock('Wat vragen wij?', template.asks),
];

/** Nine in ten are regional, in one of the region's places; the others national. */
export function scaleVacancy(random: Random, nid: number, context: ScaleContext): NodeRow {
  if (random.next() < 0.1) {
    const template = random.pick(NATIONAL_TEMPLATES);
    return buildNode({
      nid,
      type: 'vacancies',
      title: template.title,
      alias: `/vrijwilligerswerk/${slugify(template.title)}-${nid}`,
      age: random.int(5, 120),
      edited: random.int(0, 5),
      intro: [template.intro],
      blocks: vacancyBlocks(template),
      fields: { ...vacancyFields(random, template), field_vacancy_type: template.kind },
    });
  }
  const region = random.pick(context.regions);
  const template = random.pick(VACANCY_TEMPLATES);
  const place = random.pick(region.places);
  const title = random.next() < 0.5 ? template.title : `${template.title} in ${place.place}`;
  return buildNode({
    nid,
    type: 'vacancies',
    title,
    alias: `${region.alias}/vrijwilligerswerk/${slugify(title)}-${nid}`,
    parent: region,
    age: random.int(5, 90),
    edited: random.int(0, 5),
    intro: [template.intro],
    blocks: vacancyBlocks(template),
    fields: {
      ...vacancyFields(random, template),
      field_plaatsnaam: place.place,
      field_zip_code: `${place.postcode} ${random.pick(POSTCODE_LETTERS)}`,
      field_vacancy_type: 'regional',
      field_regio: region.reference,
      field_organisation_unit_key: regionalUnit(region),
      field_geolocation: { lat: place.lat, lon: place.lon },
    },
  });
}
