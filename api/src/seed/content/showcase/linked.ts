import type { NodeRow } from '../../../types/wire';
import { buildNode } from '../../build-node';
import { seedImage } from '../../media';
import { html, textBlock, type Block } from '../../paragraphs';

// Nid range 440-459. The thematic terms are the fixed list the news seed uses (spec 1 §3).
const theme = (id: number, label: string) => ({ id, label });
const MANTELZORG = theme(2, 'Mantelzorg');

// Building blocks are reused inside other pages only; they are no page of their own to find.
const buildingBlock = (nid: number, title: string, status: boolean, blocks: Block[]) =>
  buildNode({
    nid,
    type: 'centralised_building_block',
    title,
    alias: `/bouwstenen/${title.toLowerCase().replace(/\s+/g, '-')}`,
    age: 200,
    status,
    intro: [title],
    blocks,
    fields: { field_hide_in_search: true },
  });

const phoneBlock = () =>
  buildingBlock(440, 'Alzheimer Telefoon', true, [
    {
      type: 'paragraph--cta_spotlight',
      field_label: 'Altijd bereikbaar',
      field_title: 'Bel de Alzheimer Telefoon',
      field_text: html('Heeft u een vraag over dementie, of wilt u gewoon even uw verhaal kwijt? Wij luisteren graag.'),
      field_link: { title: 'Bel 0800 - 5088', uri: 'tel:08005088' },
    },
  ]);

const retiredBlock = () =>
  buildingBlock(441, 'Oude actie', false, [
    textBlock('Deze actie is voorbij', 'Dit bouwblok is niet meer gepubliceerd en hoort nergens te staan.'),
  ]);

/** The referenced node travels embedded, as the content backend serves it (spec 1 §2.4). */
const centralised = (node: NodeRow): Block => ({
  type: 'paragraph--centralised_block',
  field_centralised_building_block: {
    nid: node.nid,
    type: node.type,
    title: node.title,
    status: node.status,
    field_page_content: node.data.field_page_content,
  },
});

// Built by hand: html() escapes its input, and this example needs a table and a node link.
const richTextExample: Block = {
  type: 'paragraph--text_with_title',
  field_title: 'Tekst met tabel en interne link',
  field_text: {
    value:
      '<p>Wilt u eerst weten wat dementie precies is? Lees dan <a href="node/11">wat dementie is</a>.</p>' +
      '<table><caption>Hulp in de week</caption><thead><tr><th>Dag</th><th>Wat</th><th>Waar</th><th>Tijd</th></tr></thead>' +
      '<tbody><tr><td>Maandag</td><td>Alzheimer Café</td><td>Buurthuis De Linde</td><td>19.30 - 21.30 uur</td></tr>' +
      '<tr><td>Woensdag</td><td>Wandelgroep</td><td>Ingang van het stadspark</td><td>10.00 - 11.30 uur</td></tr>' +
      '<tr><td>Vrijdag</td><td>Inloopspreekuur</td><td>Bibliotheek</td><td>13.00 - 15.00 uur</td></tr></tbody></table>',
    format: 'basic_html',
  },
};

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [
  centralised(phoneBlock()),
  centralised(retiredBlock()),
  richTextExample,
  { type: 'paragraph--thematic_related', field_title: 'Verder lezen over mantelzorg', field_thematic: MANTELZORG },
  {
    type: 'paragraph--cta_brochures',
    field_title: 'Brochures om rustig te lezen',
    field_text: html('Informatie die u thuis op uw gemak kunt nalezen, alleen of samen met een naaste.'),
    field_brochures: [
      { title: 'Wat is dementie?', uri: '/dementie/wat-is-dementie' },
      // Editors link to a node; the site shows and follows its real path (spec 2 §2).
      { title: 'Leven met dementie', uri: 'node/13' },
      { title: 'Tips voor een fijne dag', uri: '/mantelzorg/tips-fijne-dag' },
    ],
  },
  {
    type: 'paragraph--cta_extensive',
    field_title: 'Een maatje maakt het verschil',
    field_text: html(
      'Een wandeling, samen koffie drinken of een spelletje doen: een paar uur per week maakt veel verschil.',
    ),
    field_image: seedImage('koffie-in-het-cafe', 'landscape', 'Twee mensen drinken samen koffie in een café'),
    field_primary_link: { title: 'Word maatje', uri: '/help-mee/maatje-worden' },
    field_secondary_link: { title: 'Andere manieren om te helpen', uri: '/help-mee' },
  },
  {
    type: 'paragraph--cta_spotlight',
    field_label: 'Uitgelicht',
    field_title: 'Wandel mee deze zomer',
    field_text: html('Deze zomer wandelen we door het hele land, samen met mensen met dementie en hun naasten.'),
    field_image: seedImage('wandeling-in-het-park', 'landscape', 'Mensen wandelen samen door het park'),
    field_link: { title: 'Loop mee', uri: '/campagne/samen-op-weg' },
  },
  {
    type: 'paragraph--cta_end',
    field_title: 'Helpt u mee?',
    field_text: html('Met uw gift steunt u onderzoek en hulp voor mensen met dementie en hun naasten.'),
    field_link: { title: 'Doneer nu', uri: '/doneren' },
  },
  {
    type: 'paragraph--cta_search',
    field_title: 'Niet gevonden wat u zocht?',
    field_text: html('Typ een woord en zoek op de hele website.'),
  },
  {
    type: 'paragraph--neighbourhood_help',
    field_title: 'Steun in uw eigen regio',
    field_text: html('In elke regio staan vrijwilligers voor u klaar. Vul uw woonplaats in en vind uw regio.'),
  },
  {
    type: 'paragraph--activity_block',
    field_title: 'Alzheimer Cafés bij u in de buurt',
    field_activity_type: { id: 1, label: 'Alzheimer Café' },
  },
];

// Spec 1 §5 stored-XSS check: each payload must render inert. Kept out of menus and search.
const SCRIPT = '<script>window.__xss=1</script>';
const IMAGE = '<img src=x onerror="window.__xss=2">';
const LINK = '<a href="javascript:window.__xss=3">klik</a>';

const unsafePage = () =>
  buildNode({
    nid: 459,
    type: 'content_page',
    title: 'Onveilige inhoud',
    alias: '/test/onveilige-inhoud',
    age: 20,
    intro: ['Deze pagina bevat opzettelijk onveilige code. De website hoort die onschadelijk te maken.'],
    blocks: [
      {
        type: 'paragraph--text_with_title',
        field_title: 'Tekst met onveilige code',
        field_text: {
          value: `<p>Hier staat een script: ${SCRIPT}</p><p>Een plaatje: ${IMAGE}</p><p>Een link: ${LINK}</p>`,
          format: 'basic_html',
        },
      },
    ],
    fields: {
      field_introduction_wysiwyg: {
        value: `<p>Deze pagina bevat opzettelijk onveilige code.</p>${SCRIPT}<p>${IMAGE} ${LINK}</p>`,
        format: 'basic_html',
      },
      field_hide_in_search: true,
    },
  });

const carePage = () =>
  buildNode({
    nid: 442,
    type: 'content_page',
    title: 'Mantelzorg en werk combineren',
    alias: '/mantelzorg/mantelzorg-en-werk',
    age: 45,
    intro: ['Zorgt u voor iemand met dementie en heeft u ook een baan? Zo houdt u het samen vol.'],
    blocks: [
      textBlock(
        'Praat erover op uw werk',
        'Vertel uw leidinggevende wat er speelt. Vaak is er meer mogelijk dan u denkt, zoals andere werktijden of zorgverlof.',
      ),
      { type: 'paragraph--thematic_related', field_title: 'Verder lezen over mantelzorg', field_thematic: MANTELZORG },
      centralised(phoneBlock()),
    ],
    fields: {
      field_header_image: seedImage('handen-vasthouden', 'news', 'Twee handen houden elkaar vast'),
      field_thematic: [MANTELZORG],
    },
  });

const safeHomePage = () =>
  buildNode({
    nid: 443,
    type: 'content_page',
    title: 'Veilig thuis wonen met dementie',
    alias: '/mantelzorg/veilig-thuis-wonen',
    age: 60,
    intro: ['Met een paar kleine aanpassingen blijft uw huis een veilige en vertrouwde plek.'],
    blocks: [
      textBlock(
        'Kleine aanpassingen, groot verschil',
        'Goed licht op de trap, een kookplaat die zelf uitgaat en duidelijke bordjes op de deuren helpen al veel.',
      ),
    ],
    fields: {
      field_header_image: seedImage('tuinieren-op-het-balkon', 'news', 'Een vrouw verzorgt planten op haar balkon'),
      field_thematic: [MANTELZORG, theme(4, 'Wonen'), theme(1, 'Geheugen')],
    },
  });

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [phoneBlock(), retiredBlock(), carePage(), safeHomePage(), unsafePage()];
