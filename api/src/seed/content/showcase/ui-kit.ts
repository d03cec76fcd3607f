import type { NodeRow } from '../../../types/wire';
import { buildNode } from '../../build-node';
import { seedImage, type SceneName } from '../../media';
import { html, textBlock, type Block } from '../../paragraphs';

const OVERVIEW = { nid: 300, title: 'Boeken, films en muziek over dementie', alias: '/tips/boeken-en-films' };

const faq: [string, string][] = [
  [
    'Hoe vertel ik mijn familie over de diagnose?',
    'Kies een rustig moment en vertel het in uw eigen woorden. U hoeft niet alles in één keer uit te leggen.',
  ],
  [
    'Mag ik ook eens moe zijn?',
    'Ja. Zorgen voor iemand kost veel energie. Vraag op tijd om hulp, ook als het nog goed lijkt te gaan.',
  ],
  [
    'Wie kan mij helpen met regelen?',
    'Een casemanager dementie helpt u met vragen over zorg, geld en wonen. Uw huisarts kan u doorverwijzen.',
  ],
  [
    'Wat kan ik doen als mijn naaste onrustig is?',
    'Blijf kalm en praat zacht. Een vaste dagindeling en een rustige omgeving geven vaak houvast.',
  ],
  [
    'Kan ik samen met anderen praten?',
    'In een Alzheimer Café ontmoet u mensen in dezelfde situatie. U bent welkom zonder aanmelding.',
  ],
];

const expandableList: Block = {
  type: 'paragraph--expandable',
  field_title: 'Vragen die mantelzorgers vaak stellen',
  field_introduction: html('Hier vindt u korte antwoorden. Klap een vraag open om het antwoord te lezen.'),
  field_items_to_show: 3,
  field_show_all_items_label: 'Bekijk alle vragen',
  field_button: { title: 'Meer over mantelzorg', uri: '/mantelzorg' },
  field_items: [
    ...faq.map(([title, text]) => ({ type: 'paragraph--expandable_item', field_title: title, field_text: html(text) })),
    {
      type: 'paragraph--expandable_item',
      field_title: 'Waar vind ik meer informatie?',
      field_text: html('Op onze website leest u meer over elke fase van dementie.'),
      // An item may carry whole blocks instead of only text.
      field_paragraphs: [textBlock('Tip', 'Schrijf uw vragen op voordat u met de huisarts praat.')],
    },
  ],
};

const galleryScenes: [SceneName, string][] = [
  ['wandeling-in-het-park', 'Twee mensen wandelen samen door het park'],
  ['koffie-in-het-cafe', 'Bezoekers drinken koffie in het Alzheimer Café'],
  ['samen-zingen', 'Een groep zingt samen in het buurthuis'],
  ['zonsondergang-aan-zee', 'De zon gaat onder boven de zee'],
];

const mediaGallery: Block = {
  type: 'paragraph--media_gallery',
  field_title: 'Foto’s van de ontmoetingsdag',
  field_images: galleryScenes.map(([scene, alt]) => seedImage(scene, 'landscape', alt)),
};

const timeline: Block = {
  type: 'paragraph--timeline',
  field_title: 'Veertig jaar samen tegen dementie',
  field_items: [
    [
      '1985',
      'Het begin',
      'Een kleine groep families begint een vereniging voor mensen met dementie en hun naasten.',
      null,
    ],
    [
      '1997',
      'Het eerste Alzheimer Café',
      'Mensen met dementie en mantelzorgers ontmoeten elkaar voor het eerst in een café.',
      'koffie-in-het-cafe',
    ],
    ['2008', 'Een landelijke hulplijn', 'Vrijwilligers beantwoorden dag en nacht vragen over dementie.', null],
    ['2016', 'Meer onderzoek', 'Giften maken onderzoek naar oorzaken en behandeling mogelijk.', 'samen-lezen'],
    ['2025', 'Samen verder', 'In elke regio staan vrijwilligers klaar om mensen te steunen.', 'handen-vasthouden'],
  ].map(([label, title, text, scene]) => ({
    field_label: label,
    field_title: title,
    field_text: html(text!),
    field_image: scene ? seedImage(scene as SceneName, 'landscape', '') : null,
  })),
};

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [expandableList, mediaGallery, timeline];

interface ItemInput {
  group: 'boeken' | 'films' | 'muziek';
  title: string;
  label: string;
  text: string;
  scene: SceneName;
  video?: string;
  primary?: [string, string];
  secondary?: [string, string];
}

const items: ItemInput[] = [
  {
    group: 'boeken',
    title: 'De tuin van mijn vader',
    label: 'Roman',
    scene: 'tuinieren-op-het-balkon',
    text: 'Een dochter zorgt voor haar vader, die steeds meer vergeet. Zijn tuin blijft de plek waar ze elkaar vinden.',
  },
  {
    group: 'boeken',
    title: 'Elke dag een beetje anders',
    label: 'Ervaringen',
    scene: 'samen-lezen',
    text: 'Twaalf mantelzorgers vertellen eerlijk over hun dagen: over zorgen, lachen en weer opnieuw beginnen.',
    primary: ['Lees over mantelzorg', '/mantelzorg'],
  },
  {
    group: 'boeken',
    title: 'Oma weet het even niet',
    label: 'Prentenboek',
    scene: 'bloemen-plukken',
    text: 'Een prentenboek voor kinderen vanaf vier jaar. Het helpt om samen te praten over een opa of oma met dementie.',
  },
  {
    group: 'boeken',
    title: 'Wegwijs na de diagnose',
    label: 'Informatief',
    scene: 'wandeling-in-het-park',
    text: 'Een praktisch boek over de eerste maanden na de diagnose: wat u kunt regelen en waar u hulp vindt.',
    primary: ['Wat is dementie?', '/dementie/wat-is-dementie'],
    secondary: ['Mantelzorg', '/mantelzorg'],
  },
  {
    group: 'films',
    title: 'Het lied van gisteren',
    label: 'Speelfilm',
    scene: 'samen-zingen',
    text: 'Een oud koorlid vindt via muziek de weg terug naar zijn herinneringen. Een warme film over wat blijft.',
    video: 'tipfilm01',
  },
  {
    group: 'films',
    title: 'Thuis aan de dijk',
    label: 'Documentaire',
    scene: 'fietstocht',
    text: 'Een jaar lang volgt de maker een echtpaar dat samen blijft wonen, ook als het zwaarder wordt.',
  },
  {
    group: 'films',
    title: 'Samen aan tafel',
    label: 'Serie',
    scene: 'thee-drinken',
    text: 'Zes korte afleveringen over een familie die elke zondag samen eet. Herkenbaar en soms grappig.',
  },
  {
    group: 'muziek',
    title: 'Liedjes van toen',
    label: 'Afspeellijst',
    scene: 'koffie-in-het-cafe',
    text: 'Bekende melodieën om samen naar te luisteren of mee te zingen. Muziek roept vaak mooie herinneringen op.',
  },
  {
    group: 'muziek',
    title: 'Even op adem',
    label: 'Podcast',
    scene: 'zonsondergang-aan-zee',
    text: 'Een podcast voor mantelzorgers, met korte gesprekken over rust nemen en hulp vragen.',
    primary: ['Hulp voor mantelzorgers', '/mantelzorg'],
    secondary: ['Over dementie', '/dementie'],
  },
  {
    group: 'muziek',
    title: 'Stemmen uit de buurt',
    label: 'Podcast',
    scene: 'handen-vasthouden',
    text: 'Buurtbewoners vertellen hoe zij iemand met dementie in hun straat helpen. Klein, maar het maakt verschil.',
  },
];

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const overview = () =>
  buildNode({
    ...OVERVIEW,
    type: 'recommendation_overview',
    age: 40,
    intro: ['Een boek, een film of muziek kan helpen om dementie te begrijpen. Wij kozen een paar tips voor u.'],
    fields: {
      field_recommendation_groups: [
        { key: 'boeken', title: 'Boeken', subtitle: 'Om zelf te lezen of samen voor te lezen' },
        { key: 'films', title: 'Films en series', subtitle: 'Verhalen over leven met dementie' },
        { key: 'muziek', title: '', subtitle: 'Om naar te luisteren' },
      ],
    },
  });

const itemNodes = () =>
  items.map((item, index) => {
    const slug = slugOf(item.title);
    return buildNode({
      nid: OVERVIEW.nid + 1 + index,
      type: 'recommendation_item',
      title: item.title,
      // Items have no page of their own: their address opens the bookcase on the overview.
      alias: `${OVERVIEW.alias}?item=${slug}`,
      age: 40 - index,
      intro: [item.text],
      fields: {
        field_overview_page: { id: OVERVIEW.nid },
        field_recommendation_group: item.group,
        field_slug: slug,
        field_label: item.label,
        field_text: html(item.text),
        field_image: seedImage(item.scene, 'portrait', ''),
        field_video: item.video ? { kind: 'youtube', id: item.video } : null,
        field_primary_link: item.primary ? { title: item.primary[0], uri: item.primary[1] } : null,
        field_secondary_link: item.secondary ? { title: item.secondary[0], uri: item.secondary[1] } : null,
      },
    });
  });

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [overview(), ...itemNodes()];
