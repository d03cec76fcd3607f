import { pageInputIds, readPageInput } from '@alz/shared/page/page-input';

/** The brands one build serves (spec 2 §1); the page tells which one through a hidden input. */
export type Brand = 'alz' | 'dem' | 'sdv';

export type SocialChannel = 'facebook' | 'instagram' | 'linkedin' | 'x' | 'youtube';

export interface SocialLink {
  channel: SocialChannel;
  /** Proper name of the channel, shown inside the Dutch link text. */
  channelName: string;
  url: string;
}

export interface QualityMark {
  platform: string;
  platformFull: string;
  slug: string;
  url: string;
  /** A text badge drawn by the footer itself: no third-party logo files are shipped. */
  logo: { badge: string; caption: string; width: number; height: number };
}

export interface BrandLink {
  url: string;
  external: boolean;
}

export interface BrandConfig {
  brand: Brand;
  displayName: string;
  socialLinks: SocialLink[];
  qualityMarks: QualityMark[];
  /** dem and sdv say they are a platform of the main organisation (spec 2 §2 "Footer"). */
  showTagline: boolean;
  newsletter: BrandLink;
  privacy: BrandLink;
}

// Spec 2 §2: dem and sdv have no newsletter or privacy page of their own; they link out.
const MAIN_SITE_NEWSLETTER: BrandLink = { url: 'https://www.alzheimer-nederland.nl/nieuwsbrief', external: true };
const MAIN_SITE_PRIVACY: BrandLink = { url: 'https://www.alzheimer-nederland.nl/privacy', external: true };

const ALZ_SOCIAL: SocialLink[] = [
  { channel: 'facebook', channelName: 'Facebook', url: 'https://www.facebook.com/AlzheimerNederland' },
  { channel: 'instagram', channelName: 'Instagram', url: 'https://www.instagram.com/alzheimernederland' },
  { channel: 'linkedin', channelName: 'LinkedIn', url: 'https://www.linkedin.com/company/alzheimer-nederland' },
  { channel: 'x', channelName: 'X', url: 'https://x.com/alzheimer_nl' },
  { channel: 'youtube', channelName: 'YouTube', url: 'https://www.youtube.com/user/AlzheimerNederland' },
];

const SDV_SOCIAL: SocialLink[] = [
  { channel: 'facebook', channelName: 'Facebook', url: 'https://www.facebook.com/samendementievriendelijk' },
  { channel: 'instagram', channelName: 'Instagram', url: 'https://www.instagram.com/samendementievriendelijk' },
  {
    channel: 'linkedin',
    channelName: 'LinkedIn',
    url: 'https://www.linkedin.com/company/samen-dementievriendelijk',
  },
  { channel: 'youtube', channelName: 'YouTube', url: 'https://www.youtube.com/@samendementievriendelijk' },
];

// Spec 2 §3 "Quality mark": a fundraising regulator, a charity registry and a privacy body.
const ALZ_QUALITY_MARKS: QualityMark[] = [
  {
    platform: 'CBF',
    platformFull: 'Centraal Bureau Fondsenwerving',
    slug: 'cbf',
    url: 'https://www.cbf.nl',
    logo: { badge: 'CBF', caption: 'Erkend goed doel', width: 112, height: 56 },
  },
  {
    platform: 'ANBI',
    platformFull: 'Algemeen Nut Beogende Instelling',
    slug: 'anbi',
    url: 'https://www.belastingdienst.nl/anbi',
    logo: { badge: 'ANBI', caption: 'Goed doel', width: 112, height: 56 },
  },
  {
    platform: 'Privacy Waarborg',
    platformFull: 'Keurmerk Privacy Waarborg',
    slug: 'privacy-waarborg',
    url: 'https://privacy-waarborg.nl',
    logo: { badge: 'Privacy', caption: 'Waarborg', width: 112, height: 56 },
  },
];

const BRANDS: Record<Brand, BrandConfig> = {
  alz: {
    brand: 'alz',
    displayName: 'Alzheimer Nederland',
    socialLinks: ALZ_SOCIAL,
    qualityMarks: ALZ_QUALITY_MARKS,
    showTagline: false,
    newsletter: { url: '/nieuwsbrief', external: false },
    privacy: { url: '/privacy', external: false },
  },
  dem: {
    brand: 'dem',
    displayName: 'Dementie.nl',
    socialLinks: [],
    qualityMarks: [],
    showTagline: true,
    newsletter: MAIN_SITE_NEWSLETTER,
    privacy: MAIN_SITE_PRIVACY,
  },
  sdv: {
    brand: 'sdv',
    displayName: 'Samen dementievriendelijk',
    socialLinks: SDV_SOCIAL,
    qualityMarks: [],
    showTagline: true,
    newsletter: MAIN_SITE_NEWSLETTER,
    privacy: MAIN_SITE_PRIVACY,
  },
};

const isBrand = (value: string): value is Brand => Object.hasOwn(BRANDS, value);

/**
 * The footer configuration of a brand. Anything else throws (spec 2 §8 "Unknown logo brand
 * throws"): a misconfigured page should fail loudly in testing, not show another brand's links.
 */
export function brandConfig(brand: string): BrandConfig {
  if (!isBrand(brand)) throw new Error(`Unknown brand: ${brand}`);
  return BRANDS[brand];
}

/** The brand the server put in the page; a page without the input is the main site. */
export function pageBrandConfig(): BrandConfig {
  return brandConfig(readPageInput(pageInputIds.brand) || 'alz');
}
