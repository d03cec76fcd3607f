import { bool, int, isRecord, safeHref, text } from '@alz/shared/wire/read';

// Wire: {
//   type: 'paragraph--donation_widget',
//   field_title?: string, field_subtitle?: string, field_campaign_code?: string,
//   field_full_width?: boolean, field_show_euro_sign?: boolean,
//   field_link?: string | { uri: string },             the donation page; '/doneren' when missing
//   field_frequencies: [{ option_name: 'eenmalig' | 'maandelijk' | 'jaarlijk' | string,
//                         amounts: [{ amount: number, most_picked?: boolean }] }],
//   field_selected_frequency?: { freq_index?: number, amount_index?: number }
// }

export interface DonationAmount {
  amount: number;
  /** Shown as "Meest gekozen" (spec 2 §3). */
  mostPicked: boolean;
}

export interface DonationFrequency {
  optionName: string;
  amounts: DonationAmount[];
}

export interface DonationWidgetModel {
  title: string;
  subtitle: string;
  campaignCode: string;
  isFullWidth: boolean;
  showEuroSign: boolean;
  frequencies: DonationFrequency[];
  freqIndex: number;
  amountIndex: number;
  link: string;
}

// Spec 1 §9: the widget opens on the first frequency and its second amount.
export const DEFAULT_FREQ_INDEX = 0;
export const DEFAULT_AMOUNT_INDEX = 1;
const DEFAULT_LINK = '/doneren';

const clampIndex = (index: number, length: number) => Math.min(Math.max(index, 0), Math.max(length - 1, 0));

function toAmount(value: unknown): DonationAmount | null {
  if (!isRecord(value)) return null;
  const amount = value.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
  return { amount, mostPicked: bool(value.most_picked) };
}

/** Spec 2 §3 spells the frequencies as the donation form knows them. */
export const FREQUENCIES = ['eenmalig', 'maandelijk', 'jaarlijk'] as const;

// Editors also type the correct Dutch words; they mean the spec's values, so the donation form
// gets the value it expects and the visitor sees one label per frequency.
const SPELLINGS: Record<string, string> = { maandelijks: 'maandelijk', jaarlijks: 'jaarlijk' };

function toFrequency(value: unknown): DonationFrequency | null {
  if (!isRecord(value)) return null;
  const typed = text(value.option_name).trim().toLowerCase();
  const optionName = SPELLINGS[typed] ?? typed;
  const amounts = (Array.isArray(value.amounts) ? value.amounts : [])
    .map(toAmount)
    .filter((a): a is DonationAmount => a !== null);
  return optionName && amounts.length > 0 ? { optionName, amounts } : null;
}

export function toDonationWidget(p: Record<string, unknown>): DonationWidgetModel | null {
  const frequencies = (Array.isArray(p.field_frequencies) ? p.field_frequencies : [])
    .map(toFrequency)
    .filter((f): f is DonationFrequency => f !== null);
  if (frequencies.length === 0) return null;
  const selected = isRecord(p.field_selected_frequency) ? p.field_selected_frequency : {};
  const freqIndex = clampIndex(int(selected.freq_index, DEFAULT_FREQ_INDEX), frequencies.length);
  const link = safeHref(isRecord(p.field_link) ? p.field_link.uri : p.field_link) ?? DEFAULT_LINK;
  return {
    title: text(p.field_title),
    subtitle: text(p.field_subtitle),
    campaignCode: text(p.field_campaign_code).trim(),
    isFullWidth: bool(p.field_full_width),
    showEuroSign: bool(p.field_show_euro_sign),
    frequencies,
    freqIndex,
    amountIndex: clampIndex(
      int(selected.amount_index, DEFAULT_AMOUNT_INDEX),
      frequencies[freqIndex]?.amounts.length ?? 0,
    ),
    link,
  };
}

/** The donation address with the visitor's choice, so the donation form opens filled in. */
export function donationHref(link: string, frequency: string, amount: number, campaignCode: string): string {
  const params = new URLSearchParams({ frequentie: frequency, bedrag: String(amount) });
  if (campaignCode) params.set('campagne', campaignCode);
  const [base, hash] = link.split('#', 2);
  const joined = `${base}${base?.includes('?') ? '&' : '?'}${params.toString()}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}
