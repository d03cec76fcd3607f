import type { NodeRow } from '../../types/wire';
import { buildNode } from '../build-node';
import { dateAfter } from '../dates';
import { textBlock } from '../paragraphs';

/**
 * The open-application vacancy (spec 1 §3: its title makes it one; the vacancy list's empty
 * state links to its form) and a corporate vacancy, so every application variant has a page.
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
