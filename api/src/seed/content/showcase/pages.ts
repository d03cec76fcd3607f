import type { CropKind } from '@alz/shared/media/image';
import type { NodeRow } from '../../../types/wire';
import { buildNode } from '../../build-node';
import { seedImage, type SceneName } from '../../media';
import { expandableBlock, html, quoteBlock, textBlock, type Block } from '../../paragraphs';

// Page kinds and header variants of spec 1 §2.2-2.3; node ids 350-399 belong to this group.

const header = (scene: SceneName, kind: CropKind, alt: string) => ({
  kind: 'image',
  image: seedImage(scene, kind, alt),
});

function specialHero(variant: 'default' | 'visual_as_background', title: string, scene: SceneName): Block {
  return {
    type: 'paragraph--special_hero',
    field_title: title,
    field_brand: variant === 'default' ? 'alz' : 'dem',
    field_variant: variant,
    field_intro: html('Kleine momenten samen maken een groot verschil. Kijk wat er bij u in de buurt te doen is.'),
    field_primary_link: { title: 'Bekijk activiteiten', uri: '/regios' },
    field_secondary_link: { title: 'Lees over mantelzorg', uri: '/mantelzorg' },
    field_image: {
      landscape: seedImage(scene, 'landscape', 'Twee mensen genieten samen van een mooie dag'),
      portrait: seedImage(scene, 'portrait', 'Twee mensen genieten samen van een mooie dag'),
    },
  };
}

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [
  specialHero('default', 'Samen de zomer door', 'zonsondergang-aan-zee'),
  specialHero('visual_as_background', 'Een dag om nooit te vergeten', 'fietstocht'),
];

const overview = { nid: 355, title: 'Onze bedrijfsvrienden', alias: '/zakelijk/bedrijfsvrienden' };

const partners: [number, string, string, string, SceneName, string][] = [
  [
    356,
    'Bakkerij De Gouden Korst',
    'bakkerij-de-gouden-korst',
    'Hoofdpartner',
    'koffie-in-het-cafe',
    'Elke maand bakt de bakkerij taarten voor de Alzheimer Cafés in de regio.',
  ],
  [
    357,
    'Fietsenmaker Van Dam & Zonen',
    'fietsenmaker-van-dam',
    'Bedrijfsvriend',
    'fietstocht',
    'Van Dam houdt de duofietsen van onze vrijwilligers gratis in goede staat.',
  ],
  [
    358,
    'Koffiebranderij Het Warme Hart',
    'koffiebranderij-het-warme-hart',
    'Bedrijfsvriend',
    'thee-drinken',
    'Bij elke zak koffie gaat een deel naar onderzoek naar dementie.',
  ],
  [
    359,
    'Tuincentrum De Groene Vingers',
    'tuincentrum-de-groene-vingers',
    'Partner in de regio',
    'tuinieren-op-het-balkon',
    'In het voorjaar plant het tuincentrum samen met bewoners van zorghuizen bloembakken vol.',
  ],
  [
    360,
    'Drukkerij Letterlust',
    'drukkerij-letterlust',
    'Bedrijfsvriend',
    'samen-lezen',
    'Letterlust drukt onze folders in grote letters, zodat iedereen ze goed kan lezen.',
  ],
];

const partnerNodes = () =>
  partners.map(([nid, title, slug, tag, scene, intro], index) =>
    buildNode({
      nid,
      type: 'business_partner',
      title,
      alias: `${overview.alias}/${slug}`,
      age: 120 - index * 7,
      edited: 10,
      parent: overview,
      intro: [intro],
      blocks: [
        textBlock(
          'Waarom wij samenwerken',
          `${title} wil iets betekenen voor mensen met dementie en hun naasten. Daar zijn wij heel blij mee.`,
          'Samen zorgen we dat meer mensen weten waar ze terecht kunnen met hun vragen.',
        ),
      ],
      fields: { field_tag: tag, field_header_image_video: header(scene, 'card', `Sfeerbeeld bij ${title}`) },
    }),
  );

const story = (
  nid: number,
  title: string,
  slug: string,
  scene: SceneName,
  alt: string,
  intro: string,
  blocks: Block[],
) =>
  buildNode({
    nid,
    type: 'ervaringsverhaal',
    title,
    alias: `/ervaringen/${slug}`,
    age: 80 + nid - 351,
    edited: 3,
    intro: [intro],
    blocks,
    fields: { field_header_image_video: header(scene, 'story', alt) },
  });

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [
  buildNode({
    nid: 350,
    type: 'campaign_special',
    title: 'Samen op weg',
    alias: '/campagne/samen-op-weg',
    age: 60,
    edited: 5,
    intro: ['Wandel mee in uw eigen buurt en haal geld op voor mensen met dementie. Elke stap telt.'],
    blocks: [
      textBlock(
        'Zo doet u mee',
        'Kies een route van vijf of tien kilometer. Vraag familie, vrienden of buren om u te steunen.',
        'Op de dag zelf lopen we samen. Onderweg is er koffie en iets lekkers.',
      ),
      quoteBlock(
        'Lopen met anderen geeft me energie. Je voelt dat je er samen voor staat.',
        'Kees, wandelt al drie jaar mee',
      ),
    ],
    fields: {
      field_header_image_video: header('wandeling-in-het-park', 'landscape', 'Een groep mensen wandelt door het park'),
      field_overlay_text: 'Elke stap telt',
      field_overlay_color: 'purple',
      field_primary_button: { title: 'Schrijf u in', uri: '/help-mee' },
      field_secondary_link: { title: 'Lees hoe het werkt', uri: '/help-mee/overzicht' },
    },
  }),
  story(
    351,
    'Elke ochtend thee met Ria',
    'elke-ochtend-thee-met-ria',
    'thee-drinken',
    'Ria en Jan drinken thee aan de keukentafel',
    'Jan zorgt al vier jaar voor zijn vrouw Ria. Hij vertelt hoe kleine gewoontes hun dagen houvast geven.',
    [
      textBlock(
        'Een vast ritueel',
        'Elke ochtend zet Jan thee in de blauwe pot. Ria weet dan: de dag begint.',
        'Soms weet ze zijn naam even niet meer. Maar de thee, die kent ze altijd.',
      ),
      quoteBlock('Ik heb geleerd om niet te verbeteren, maar mee te gaan in haar wereld.', 'Jan'),
    ],
  ),
  story(
    352,
    'Wandelen met mijn vader',
    'wandelen-met-mijn-vader',
    'handen-vasthouden',
    'Een dochter loopt hand in hand met haar vader',
    'Sanne wandelt elke zondag met haar vader, die alzheimer heeft. Over lachen, verdriet en de weg naar het bankje.',
    [
      textBlock(
        'Onze vaste route',
        'We lopen altijd naar hetzelfde bankje bij de vijver. Daar vertelt pa over vroeger.',
        'Die verhalen schrijf ik nu op. Zo blijven ze bewaard, ook voor mijn kinderen.',
      ),
    ],
  ),
  buildNode({
    nid: 353,
    type: 'quiz',
    title: 'Hoeveel weet u over dementie?',
    alias: '/quiz/hoeveel-weet-u-over-dementie',
    age: 45,
    intro: ['Tien korte vragen over dementie. Test uw kennis en leer er meteen iets bij.'],
    fields: { field_quiz_url: 'https://www.riddle.com/embed/a/demo-dementie-quiz', field_quiz_height: 700 },
  }),
  buildNode({
    nid: 354,
    type: 'shoppagina',
    title: 'Onze winkel',
    alias: '/onze-winkel',
    age: 90,
    edited: 12,
    intro: ['Met een aankoop in onze winkel steunt u ons werk. U bestelt de producten in onze webwinkel.'],
    fields: {
      field_products: [
        ['Puzzel met grote stukjes', '€ 14,95', 'bloemen-plukken', '35 stukjes, fijn voor samen aan tafel.', 'puzzel'],
        [
          'Vergeet-mij-nietjes zaadjes',
          '€ 3,50',
          'tuinieren-op-het-balkon',
          'Een zakje zaadjes voor de tuin of het balkon.',
          'zaadjes',
        ],
        [
          'Liedjesboek van vroeger',
          '€ 12,50',
          'samen-zingen',
          'Bekende liedjes om samen te zingen, in grote letters.',
          'liedjesboek',
        ],
      ].map(([title, price, scene, text, slug]) => ({
        title,
        price,
        text: html(text!),
        image: seedImage(scene as SceneName, 'card', title!),
        link: { uri: `https://winkel.example.nl/producten/${slug}` },
      })),
    },
  }),
  buildNode({
    nid: overview.nid,
    type: 'business_partner_overview',
    title: overview.title,
    alias: overview.alias,
    age: 150,
    edited: 20,
    intro: [
      'Deze bedrijven steunen ons werk met geld, kennis of een helpende hand. Daar zijn we hen heel dankbaar voor.',
    ],
  }),
  ...partnerNodes(),
  buildNode({
    nid: 361,
    type: 'content_page',
    title: 'Word maatje van iemand met dementie',
    alias: '/help-mee/maatje-worden',
    age: 70,
    edited: 8,
    intro: ['Een maatje komt één keer per week langs. Voor een wandeling, een spelletje of gewoon een praatje.'],
    blocks: [
      textBlock('Wat doet een maatje?', 'U spreekt samen af wat u leuk vindt. Het gaat om plezier en aandacht.'),
      textBlock(
        'Wat vragen we van u?',
        'Een paar uur per week, geduld en een luisterend oor. Wij geven u een korte training.',
      ),
      expandableBlock('Krijg ik een vergoeding?', 'U krijgt geen loon, maar wel uw reiskosten vergoed.'),
    ],
    fields: {
      field_sidebar_cta: {
        title: 'Meld u aan als maatje',
        text: html('Wij bellen u binnen een week voor een kennismaking.'),
        link: { title: 'Aanmelden', uri: '/vrijwilligerswerk/vrijblijvend-contactverzoek/solliciteren' },
      },
    },
  }),
  buildNode({
    nid: 362,
    type: 'content_page',
    title: 'Praten over dementie',
    alias: '/dementie/praten-over-dementie',
    age: 100,
    edited: 30,
    intro: ['Het is niet makkelijk om over dementie te beginnen. Deze tips helpen u op weg.'],
    blocks: [textBlock('Neem de tijd', 'Kies een rustig moment. Zeg wat u ziet en vraag hoe de ander dat ervaart.')],
    fields: { field_big_title: true },
  }),
  buildNode({
    nid: 363,
    type: 'content_page',
    title: 'Zomer vol ontmoetingen',
    alias: '/zomer-vol-ontmoetingen',
    age: 50,
    intro: ['In de zomer organiseren vrijwilligers door het hele land uitjes en ontmoetingen.'],
    blocks: [textBlock('Voor wie?', 'Voor mensen met dementie en iedereen die voor hen zorgt. Meedoen is gratis.')],
    fields: {
      field_custom_header: true,
      field_header_blocks: [
        { ...specialHero('visual_as_background', 'Zomer vol ontmoetingen', 'bloemen-plukken'), id: 36351 },
      ],
    },
  }),
  buildNode({
    nid: 364,
    type: 'content_page',
    title: 'Leven met dementie in beeld',
    alias: '/dementie/leven-met-dementie-in-beeld',
    age: 75,
    edited: 4,
    intro: ['In deze korte film vertellen drie families hoe hun leven veranderde, en wat hen kracht geeft.'],
    blocks: [textBlock('Na het kijken', 'Wilt u erover praten? Onze Dementielijn luistert, dag en nacht.')],
    fields: { field_header_image_video: { kind: 'video', video: { kind: 'youtube', id: 'levenfilm01' } } },
  }),
  buildNode({
    nid: 365,
    type: 'content_page',
    title: 'Tips voor een fijne dag samen',
    alias: '/mantelzorg/tips-fijne-dag',
    age: 110,
    edited: 15,
    intro: ['Kleine dingen maken een dag fijn. Hier vindt u ideeën om samen te doen.'],
    blocks: [
      textBlock('Samen iets doen', 'Bak samen een cake, kijk oude foto’s of zing een bekend liedje.'),
      textBlock('Rust is ook goed', 'Niet elke dag hoeft vol te zitten. Samen stil zijn is ook samen zijn.'),
    ],
    fields: { field_color: 'sand' },
  }),
  buildNode({
    nid: 366,
    type: 'overview_page',
    title: 'Hulp en advies',
    alias: '/hulp-en-advies',
    age: 130,
    edited: 6,
    intro: ['Zoek op onze website naar antwoorden op uw vragen over dementie.'],
    fields: { field_header_type: 'search' },
  }),
];
