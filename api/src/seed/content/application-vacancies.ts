import type { NodeRow } from '../../types/wire';
import { buildNode } from '../build-node';
import { dateAfter } from '../dates';
import { textBlock } from '../paragraphs';

/**
 * The two open-application vacancies (spec 1 §3: the title 'Vrijblijvend contactverzoek' or 'Open
 * sollicitatie' makes one; the vacancy list's empty state links to the first) and a corporate
 * vacancy, so every application variant has a page. Open applications are no list items: the
 * api's vacancy search leaves them out by their titles.
 */
export const applicationVacancies = (): NodeRow[] => [
  buildNode({
    nid: 230,
    type: 'vacancies',
    title: 'Vrijblijvend contactverzoek',
    alias: '/vrijwilligerswerk/vrijblijvend-contactverzoek',
    age: 60,
    intro: ['Staat er geen vacature bij die bij u past? Laat uw gegevens achter, dan nemen wij contact met u op.'],
    blocks: [
      textBlock(
        'Hoe gaat het verder?',
        'Een medewerker belt of mailt u binnen twee weken. Samen kijken we welk vrijwilligerswerk bij u past.',
      ),
    ],
    fields: {
      field_sub_title: 'Laat weten dat u wilt helpen',
      field_vacancy_type: 'landelijk',
      field_job_title: { id: 6, name: 'Open sollicitatie', form_length: 'short' },
    },
  }),
  buildNode({
    nid: 232,
    type: 'vacancies',
    title: 'Open sollicitatie',
    alias: '/vrijwilligerswerk/open-sollicitatie',
    age: 90,
    intro: [
      'Wilt u vrijwilliger worden, maar weet u nog niet wat u wilt doen? Vertel ons wie u bent en wat u graag doet.',
    ],
    blocks: [
      textBlock(
        'Wat gebeurt er met uw sollicitatie?',
        'Wij lezen uw sollicitatie en bellen u voor een kennismaking. Samen zoeken we vrijwilligerswerk dat past bij uw tijd en uw talenten.',
      ),
    ],
    fields: {
      field_sub_title: 'Vrijwilligerswerk dat bij u past',
      field_vacancy_type: 'landelijk',
      // The same job title term as the contact request: one term has one form length.
      field_job_title: { id: 6, name: 'Open sollicitatie', form_length: 'short' },
    },
  }),
  buildNode({
    nid: 231,
    type: 'corporate_vacature',
    title: 'Medewerker communicatie',
    alias: '/medewerker-communicatie',
    age: 14,
    intro: ['Schrijft u graag heldere teksten voor mensen met dementie en hun naasten? Kom ons team versterken.'],
    blocks: [
      textBlock('Wat gaat u doen?', 'U schrijft voor de website, de nieuwsbrief en sociale media.'),
      textBlock(
        'Wat vragen wij?',
        'Een hbo-opleiding, ervaring met schrijven voor het web en oog voor eenvoudige taal.',
      ),
    ],
    fields: {
      field_sub_title: '32 tot 36 uur per week',
      field_plaatsnaam: 'Amersfoort',
      field_end_date: dateAfter(45),
      field_organisation_unit_key: { id: 1, name: 'Communicatie' },
    },
  }),
];
