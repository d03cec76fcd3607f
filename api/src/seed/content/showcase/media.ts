import type { NodeRow } from '../../../types/wire';
import { seedImage } from '../../media';
import { html, type Block } from '../../paragraphs';

const quoteWithImage: Block = {
  type: 'paragraph--quote',
  field_text: html('Op de dagen dat hij mij niet herkent, pakt hij toch mijn hand. Dat is genoeg.'),
  field_author: 'Marian, partner van Kees',
  field_image: seedImage('handen-vasthouden', 'square', ''),
  field_image_position: 'right',
  field_display_width: 'narrow',
};

const mediaBlock: Block = {
  type: 'paragraph--media_block',
  field_title: 'Zingen in het Alzheimer Café',
  field_intro: html('Muziek brengt herinneringen terug. Kijk mee bij een middag vol bekende liedjes.'),
  field_column_number: '2',
  field_marketing_cookie: false,
  field_media_items: [
    {
      field_width: '50',
      field_image: seedImage('samen-zingen', 'landscape', 'Een groep ouderen zingt samen rond een piano'),
      field_caption: 'Iedereen zingt mee, ook wie de woorden even kwijt is.',
    },
    {
      field_width: '50',
      field_video: { kind: 'youtube', id: 'alzcafe02' },
      field_caption: 'Een middag zingen in het café',
    },
  ],
};

// The same kind marked special (isSpecial, spec 2 §3), so the site shows how it stands out.
const specialMediaBlock: Block = {
  type: 'paragraph--media_block',
  field_title: 'Uitgelicht: tuinieren met opa',
  field_column_number: '1',
  field_is_special: true,
  field_media_items: [
    {
      field_width: '100',
      field_image: seedImage('tuinieren-op-het-balkon', 'landscape', 'Een opa en zijn kleindochter planten bloemen'),
      field_caption: 'Samen iets doen zegt soms meer dan praten.',
    },
  ],
};

// Spec 1 §2.6: an aside with image, title and rich text; its image has the aside crops.
const aside: Block = {
  type: 'paragraph--aside',
  field_title: 'Even iemand spreken?',
  field_text: html('Bel de Dementielijn. Een vrijwilliger luistert naar u en denkt met u mee.'),
  field_image: seedImage('koffie-in-het-cafe', 'aside', ''),
};

// Spec 2 §3: a centred, special expandable whose item holds a nested quote.
const centredExpandable: Block = {
  type: 'paragraph--expandable',
  field_title: 'Wat andere mantelzorgers zeggen',
  field_introduction: html('Klap open en lees hoe anderen het doen.'),
  field_alignment: 'center',
  field_is_special: true,
  field_items: [
    {
      type: 'paragraph--expandable_item',
      field_title: 'Hoe houdt u het vol?',
      field_paragraphs: [
        {
          type: 'paragraph--quote',
          field_text: html('Eén middag per week is voor mij. Dan gaat mijn zus bij mama op bezoek.'),
          field_author: 'Ans, dochter van Riet',
          field_nested: true,
        },
      ],
    },
  ],
};

const riddleQuiz: Block = {
  type: 'paragraph--iframe',
  field_title: 'Quiz: wat weet u over dementie?',
  field_url: 'https://www.riddle.com/embed/a/123456',
  field_height: 640,
};

const spotifyEpisode: Block = {
  type: 'paragraph--iframe',
  field_title: 'Podcast: de mantelzorger aan het woord',
  field_url: 'https://open.spotify.com/embed/episode/abc123',
};

const newsletterForm: Block = {
  type: 'paragraph--newsletter_form',
  field_title: 'Nieuws over dementie in uw mailbox',
  field_alignment: 'left',
  field_width: 60,
  field_sand_color: true,
};

const collectionForm: Block = {
  type: 'paragraph--collection_form',
  field_title: 'Doe mee met de collecteweek',
  field_intro: html('Ieder jaar gaan duizenden vrijwilligers op pad. Helpt u ook een uurtje mee?'),
  field_selected_form: 'both',
  field_explanation_opened: false,
  field_street_link: { uri: '/collecte', title: 'Meld u aan als collectant' },
  field_online_link: { uri: '/collecte', title: 'Start uw online collectebus' },
};

const donationWidget: Block = {
  type: 'paragraph--donation_widget',
  field_title: 'Help mee met uw gift',
  field_subtitle: 'Met uw steun komt er meer onderzoek en meer hulp dichtbij huis.',
  field_campaign_code: 'ALLEBLOKKEN',
  field_full_width: false,
  field_show_euro_sign: true,
  field_link: { uri: '/doneren' },
  field_frequencies: [
    { option_name: 'eenmalig', amounts: [{ amount: 15 }, { amount: 35, most_picked: true }, { amount: 75 }] },
    { option_name: 'maandelijk', amounts: [{ amount: 5 }, { amount: 10, most_picked: true }, { amount: 20 }] },
    { option_name: 'jaarlijk', amounts: [{ amount: 50 }, { amount: 100 }, { amount: 150 }] },
  ],
};

const htmlBlock: Block = {
  type: 'paragraph--html',
  field_html: {
    value:
      '<h2>Dementielijn</h2><p>Heeft u een vraag? Bel de <strong>Dementielijn</strong> op <a href="tel:0800-0000000">0800 - 000 00 00</a>.</p><ul><li>Gratis</li><li>Elke dag bereikbaar</li></ul>',
    format: 'full_html',
  },
};

const textWithImageOld: Block = {
  type: 'paragraph--text_with_image',
  field_title: 'Samen naar buiten',
  field_text: html('Een wandeling in het park geeft rust. U hoeft niet ver te gaan: een rondje om de buurt helpt ook.'),
  field_image: seedImage('wandeling-in-het-park', 'landscape', 'Twee mensen wandelen arm in arm door het park'),
  field_image_position: 'left',
  field_link: { uri: '/mantelzorg', title: 'Tips voor mantelzorgers' },
};

const textWithImageNew: Block = {
  type: 'paragraph--text_with_image_new',
  field_title: 'Thee en een goed gesprek',
  field_text: html(
    'Soms helpt het om gewoon even samen aan tafel te zitten. Vraag een vrijwilliger voor een bezoekje.',
  ),
  field_media: { image: seedImage('thee-drinken', 'landscape', 'Een kopje thee op een gedekte tafel') },
  field_image_alignment: 'right',
  field_links: [
    { uri: '/regios', title: 'Zoek hulp in uw regio' },
    { uri: '/mantelzorg', title: 'Meer over mantelzorg' },
  ],
  field_sand_color: true,
};

const twoColumnText: Block = {
  type: 'paragraph--two_column_text',
  field_title: 'Thuis wonen of verhuizen',
  field_text_left: html(
    'Veel mensen met dementie wonen lang thuis. Hulp van familie, buren en thuiszorg maakt dat mogelijk.',
  ),
  field_text_right: html('Wordt de zorg te zwaar? Dan kan een verpleeghuis rust geven, voor u en voor uw naaste.'),
};

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [
  quoteWithImage,
  mediaBlock,
  specialMediaBlock,
  aside,
  centredExpandable,
  riddleQuiz,
  spotifyEpisode,
  newsletterForm,
  collectionForm,
  donationWidget,
  htmlBlock,
  textWithImageOld,
  textWithImageNew,
  twoColumnText,
];

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [];
