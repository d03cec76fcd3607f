import type { NodeRow } from '../../../types/wire';
import { buildNode } from '../../build-node';
import { seedImage, type SceneName } from '../../media';
import { html, type Block } from '../../paragraphs';

// Grids, links, icons and bands (spec 1 §2.4, spec 2 §2). The field names match the
// transformers in mf-content/src/features/blocks/<kind>/.

const to = (title: string, uri: string) => ({ title, uri, external: /^https?:/.test(uri) });

function card(title: string, intro: string, uri: string, scene: SceneName, alt: string, label = '') {
  return {
    field_title: title,
    field_intro: intro,
    field_label: label,
    field_image: seedImage(scene, 'card', alt),
    field_link: to(title, uri),
  };
}

const helpCards = [
  card(
    'Word vrijwilliger',
    'Een paar uur per maand maakt al verschil voor iemand met dementie.',
    '/help-mee/steun-met-tijd',
    'samen-zingen',
    'Een groep mensen zingt samen',
    'Tijd',
  ),
  card(
    'Geef een gift',
    'Met uw gift steunt u onderzoek en hulp aan mantelzorgers.',
    '/doneren',
    'bloemen-plukken',
    'Iemand plukt bloemen in een veld',
    'Geld',
  ),
  card(
    'Zoek uw regio',
    'In uw eigen regio vindt u activiteiten en mensen die meedenken.',
    '/regios',
    'fietstocht',
    'Twee mensen fietsen langs de dijk',
    'Dichtbij',
  ),
];

const basicGrid: Block = {
  type: 'paragraph--basic_grid',
  field_title: 'Zo kunt u helpen',
  field_items: helpCards,
};

const gridWithImage: Block = {
  type: 'paragraph--grid_with_image',
  field_title: 'Lezen over dementie',
  field_columns: 4,
  field_items: [
    card(
      'Wat is dementie?',
      'Uitleg in gewone woorden.',
      '/dementie/wat-is-dementie',
      'samen-lezen',
      'Twee mensen lezen samen een boek',
    ),
    card(
      'Vormen van dementie',
      'Er zijn meer dan vijftig vormen.',
      '/dementie/vormen-van-dementie',
      'wandeling-in-het-park',
      'Een wandeling door het park',
    ),
    card(
      'Leven met dementie',
      'Hoe houdt u de dagen fijn?',
      '/dementie/leven-met-dementie',
      'thee-drinken',
      'Thee drinken aan de keukentafel',
    ),
    card(
      'Zorgen voor een naaste',
      'Tips voor mantelzorgers.',
      '/mantelzorg',
      'handen-vasthouden',
      'Twee handen die elkaar vasthouden',
    ),
  ],
};

const homeImageGrid: Block = {
  type: 'paragraph--home_image_grid',
  field_title: 'Waar bent u naar op zoek?',
  field_items: [
    card(
      'Ik wil meer weten',
      'Alles over dementie op een rij.',
      '/dementie',
      'zonsondergang-aan-zee',
      'Zonsondergang aan zee',
    ),
    card(
      'Ik zorg voor iemand',
      'Steun voor mantelzorgers.',
      '/mantelzorg',
      'koffie-in-het-cafe',
      'Koffie drinken in een café',
    ),
    card(
      'Ik wil helpen',
      'Met tijd, geld of aandacht.',
      '/help-mee',
      'tuinieren-op-het-balkon',
      'Planten op een balkon',
    ),
  ],
};

const homeLinkGrid: Block = {
  type: 'paragraph--home_link_grid',
  field_title: 'Snel naar',
  field_items: [
    {
      field_title: 'De geheugentest',
      field_intro: 'In vijf minuten meer inzicht.',
      field_link: to('Test', '/geheugentest/zelf'),
    },
    { field_title: 'Hulp bij u in de buurt', field_intro: 'Vind uw regio.', field_link: to('Regio', '/regios') },
    {
      field_title: 'Onze nieuwsbrief',
      field_intro: 'Eén keer per maand in uw mailbox.',
      field_link: to('Nieuwsbrief', '/nieuwsbrief'),
    },
  ],
};

const specialGrid: Block = {
  type: 'paragraph--special_grid',
  field_title: 'Samen maken we het verschil',
  field_text: html('Iedereen kan iets doen. Kies wat bij u past, groot of klein.'),
  field_link: to('Bekijk alle manieren om te helpen', '/help-mee'),
  field_items: [
    card(
      'Collecteren',
      'Een week lang langs de deuren in uw straat.',
      '/collecte',
      'wandeling-in-het-park',
      'Mensen wandelen door een straat',
    ),
    card(
      'Vertel uw verhaal',
      'Uw ervaring helpt anderen op weg.',
      '/over-ons',
      'samen-lezen',
      'Twee mensen praten met elkaar',
    ),
  ],
};

const logoWall: Block = {
  type: 'paragraph--logo_wall',
  field_title: 'Wij werken samen met',
  field_logos: [
    ['Stichting Samen Oud', 'wandeling-in-het-park', '/over-ons'],
    ['Zorggroep De Linde', 'tuinieren-op-het-balkon', '/mantelzorg'],
    ['Bibliotheek Midden', 'samen-lezen', null],
    ['Buurtkracht Oost', 'fietstocht', '/regios'],
  ].map(([name, scene, uri]) => ({
    field_name: name,
    field_image: seedImage(scene as SceneName, 'aside', ''),
    field_link: uri ? { uri } : null,
  })),
};

const internalLink: Block = {
  type: 'paragraph--internal_link',
  field_link: to('Lees meer over mantelzorg', '/mantelzorg'),
  field_show_as_button: true,
};

const linkWithImage: Block = {
  type: 'paragraph--link_with_image',
  field_title: 'Steun het onderzoek naar dementie',
  field_text: 'Elke gift brengt een wereld zonder dementie een stap dichterbij.',
  field_image: seedImage('zonsondergang-aan-zee', 'card', 'De zon gaat onder boven zee'),
  field_link: to('Doneren', '/doneren'),
};

const features: Block = {
  type: 'paragraph--features',
  field_title: 'Hier helpen wij u mee',
  field_items: [
    ['help-desk', 'Luisterlijn', 'Dag en nacht iemand die naar u luistert.'],
    ['cognitive', 'Geheugen', 'Uitleg over vergeetachtigheid en wanneer u naar de huisarts gaat.'],
    ['stethoscope', 'Diagnose', 'Wat er gebeurt bij de huisarts en in het ziekenhuis.'],
    ['finance', 'Geldzaken', 'Regel op tijd wie met u meekijkt naar uw geld.'],
    ['scales-tipped', 'Rechten', 'Welke zorg u mag verwachten en hoe u die aanvraagt.'],
    ['sprout', 'Gezond leven', 'Bewegen en samen eten houden het brein fit.'],
  ].map(([icon, title, text]) => ({ field_icon: icon, field_title: title, field_text: text })),
};

const pillars: Block = {
  type: 'paragraph--pillars',
  field_title: 'Waar wij voor staan',
  field_items: (
    [
      ['Onderzoek', 'Wij steunen onderzoek naar oorzaken en behandeling.', 'Over ons', '/over-ons'],
      [
        'Voorlichting',
        'Heldere uitleg voor iedereen die met dementie te maken heeft.',
        'Wat is dementie?',
        '/dementie/wat-is-dementie',
      ],
      ['Steun', 'Hulp en contact voor mensen met dementie en hun naasten.', 'Hulp voor mantelzorgers', '/mantelzorg'],
    ] as const
  ).map(([title, text, linkTitle, uri]) => ({
    field_title: title,
    field_text: html(text),
    field_link: to(linkTitle, uri),
  })),
};

const homepageBanner: Block = {
  type: 'paragraph--homepage_banner',
  field_title: 'Uitgelicht',
  field_items: [
    card(
      'Alzheimer Café bij u in de buurt',
      'Praat met mensen die het herkennen.',
      '/regios',
      'koffie-in-het-cafe',
      'Mensen drinken koffie aan tafel',
    ),
    card(
      'Vrijwilligers gezocht',
      'Help mee op een manier die bij u past.',
      '/help-mee/steun-met-tijd',
      'samen-zingen',
      'Een koor zingt samen',
    ),
    card(
      'Sterk als mantelzorger',
      'Zorg ook goed voor uzelf.',
      '/mantelzorg',
      'handen-vasthouden',
      'Twee handen die elkaar vasthouden',
    ),
  ],
};

function breaker(size: 'small' | 'medium' | 'large', title: string, icon: string, scene: SceneName): Block {
  return {
    type: 'paragraph--breaker',
    field_breaker_type: size,
    field_title: title,
    field_label: 'Help mee',
    field_text: html('Samen met duizenden vrijwilligers maken we het leven met dementie lichter.'),
    field_link: to('Bekijk wat u kunt doen', '/help-mee/steun-met-tijd'),
    field_image: seedImage(scene, 'card', 'Vrijwilligers wandelen samen in het park'),
    field_icon: icon,
  };
}

const frame: Block = {
  type: 'paragraph--frame',
  field_title: 'Goed om te weten',
  field_text: html('U hoeft het niet alleen te doen. Vraag familie, buren of de huisarts om mee te denken.'),
};

const followUs: Block = {
  type: 'paragraph--follow_us',
  field_title: 'Volg ons online',
  field_show_names: true,
  field_facebook: 'https://www.facebook.com/',
  field_instagram: 'https://www.instagram.com/',
  field_linkedin: 'https://www.linkedin.com/',
  field_x: 'https://x.com/',
  field_youtube: 'https://www.youtube.com/',
};

const impact: Block = {
  type: 'paragraph--impact',
  field_title: 'Wat uw steun betekent',
  field_items: [
    ['4.500', 'vrijwilligers in het hele land'],
    ['230', 'plekken om elkaar te ontmoeten'],
    ['24/7', 'bereikbaar via de luisterlijn'],
  ].map(([number, label]) => ({ field_number: number, field_label: label })),
  field_link: to('Steun ons werk', '/doneren'),
};

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [
  basicGrid,
  gridWithImage,
  homeImageGrid,
  homeLinkGrid,
  specialGrid,
  logoWall,
  internalLink,
  linkWithImage,
  features,
  pillars,
  homepageBanner,
  breaker('small', 'Een klein gebaar helpt al', 'heart', 'samen-zingen'),
  breaker('medium', 'Heeft u een uurtje over?', 'help-desk', 'koffie-in-het-cafe'),
  breaker('large', 'Word maatje van iemand met dementie', 'sprout', 'wandeling-in-het-park'),
  frame,
  followUs,
  impact,
];

const helpMee = { nid: 15, title: 'Help mee', alias: '/help-mee' };

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [
  buildNode({
    nid: 400,
    type: 'content_page',
    title: 'Alle manieren om mee te helpen',
    alias: '/help-mee/overzicht',
    parent: helpMee,
    age: 45,
    edited: 5,
    intro: ['Wilt u iets doen voor mensen met dementie? Op deze pagina ziet u wat er kan. Kies wat bij u past.'],
    blocks: [homeLinkGrid, basicGrid, impact, breaker('large', 'Word maatje', 'heart', 'handen-vasthouden'), pillars],
  }),
];
