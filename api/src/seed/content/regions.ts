import { buildNode } from '../build-node';
import { linkListBlock, textBlock } from '../paragraphs';
import { Random } from '../random';
import { slugify } from '../slug';
import { REGIONS } from './region-list';

const STREETS = ['Stationsplein', 'Kerkstraat', 'Marktplein', 'Molenweg', 'Lindelaan', 'Parkweg', 'Schoolstraat'];
// Postcode letters never include SA, SD or SS, so these pairs are all valid.
const POSTCODE_LETTERS = ['AB', 'BC', 'CK', 'EG', 'HJ', 'KL', 'MN', 'PR', 'TV', 'XZ'];

const MEETINGS = [
  'Elke maand is er een Alzheimer Café. U bent welkom voor een kop koffie, uitleg en een goed gesprek.',
  'Wij organiseren wandelingen, muziekmiddagen en gespreksgroepen. Meedoen is gratis.',
  'In onze ontmoetingsgroepen praten mensen met dementie en hun naasten over wat hen bezighoudt.',
];

export interface Region {
  nid: number;
  title: string;
  alias: string;
  slug: string;
  locality: string;
  postalCode: string;
}

function phoneNumber(random: Random, areaCode: string): string {
  const digits = Array.from({ length: 10 - areaCode.length }, (_, i) =>
    i === 0 ? random.int(2, 9) : random.int(0, 9),
  );
  return `${areaCode}-${digits.join('')}`;
}

// Its own stream, so adding social links left every other seeded value as it was.
const SOCIAL_SEED = 20261151;
const NETWORKS = [
  ['facebook', 'https://www.facebook.com/'],
  ['instagram', 'https://www.instagram.com/'],
  ['linkedin', 'https://www.linkedin.com/company/'],
  ['twitter', 'https://x.com/'],
  ['youtube', 'https://www.youtube.com/@'],
] as const;

/** Facebook always, the other networks for some regions only (spec 1 §3 social links). */
function socialLinks(social: Random, slug: string): Record<string, string> {
  const handle = `alzheimer-voorbeeld-${slug}`;
  return Object.fromEntries(
    NETWORKS.filter((_, index) => index === 0 || social.next() < 0.5).map(([name, base]) => [name, `${base}${handle}`]),
  );
}

/** Spec 1 §3 newsletter checkbox: on for most regions; these few have no regional newsletter. */
export const REGIONS_WITHOUT_NEWSLETTER: readonly string[] = [
  'IJmond',
  'Zoetermeer',
  'Oss en Maasland',
  'Oost-Groningen',
];

/** Node id of the region at `index` of region-list.ts. */
export const regionNid = (index: number) => 100 + index;

export function buildRegions(random: Random) {
  const regions: Region[] = [];
  const social = new Random(SOCIAL_SEED);
  const nodes = REGIONS.map(([name, locality, pc4, areaCode, municipalities], index) => {
    const slug = slugify(name);
    const region: Region = {
      nid: regionNid(index),
      title: `Regio ${name}`,
      alias: `/regios/${slug}`,
      slug,
      locality,
      postalCode: `${pc4} ${random.pick(POSTCODE_LETTERS)}`,
    };
    regions.push(region);
    return buildNode({
      nid: region.nid,
      type: 'regio',
      title: region.title,
      alias: region.alias,
      age: random.int(200, 700),
      edited: random.int(0, 150),
      intro: [
        `Welkom bij regio ${name}. Vrijwilligers maken zich hier sterk voor mensen met dementie en hun naasten.`,
        `Wij zijn actief in ${municipalities.join(', ')}.`,
      ],
      blocks: [
        textBlock('Ontmoeten', random.pick(MEETINGS)),
        textBlock(
          'Contact',
          'Heeft u een vraag of wilt u iets delen? Bel of mail ons gerust. Wij denken graag met u mee.',
        ),
        linkListBlock('Meedoen', [
          ['Word vrijwilliger', '/help-mee/steun-met-tijd'],
          ['Wat is dementie?', '/dementie/wat-is-dementie'],
        ]),
      ],
      fields: {
        field_address: {
          address_line1: `${random.pick(STREETS)} ${random.int(1, 120)}`,
          postal_code: region.postalCode,
          locality,
          country_code: 'NL',
        },
        field_email: `regio.${slug}@example.org`,
        field_phone: phoneNumber(random, areaCode),
        field_municipalities: [...municipalities],
        field_social_links: socialLinks(social, slug),
        field_newsletter: !REGIONS_WITHOUT_NEWSLETTER.includes(name),
        field_newsletter_recipient_email: `nieuwsbrief.${slug}@example.org`,
      },
    });
  });
  return { regions, nodes };
}
