import { buildNode } from '../build-node';
import { dateAfter } from '../dates';
import { textBlock } from '../paragraphs';
import type { Random } from '../random';
import { slugify } from '../slug';
import type { Region } from './regions';
import { AVAILABILITIES, DURATIONS, VACANCY_TEMPLATES, type VacancyTemplate } from './vacancy-templates';

const VACANCY_COUNT = 20;

function vacancyNode(nid: number, region: Region, template: VacancyTemplate, random: Random) {
  return buildNode({
    nid,
    type: 'vacancies',
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
      field_end_date: dateAfter(random.int(30, 150)),
      field_vacancy_type: 'regional',
      field_regio: { id: region.nid, title: region.title, path: region.alias },
    },
  });
}

export function buildVacancies(regions: Region[], random: Random) {
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
  return pairs.map(({ region, template }, index) => vacancyNode(200 + index, region, template, random));
}
