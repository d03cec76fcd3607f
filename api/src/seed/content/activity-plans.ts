/** The activity types of the seed, with the name of the icon (activity-icons.ts) the site shows next to them. */
export const ACTIVITY_TYPES = [
  {
    tid: 1,
    name: 'Alzheimer Café',
    icon: 'koffie',
    topics: ['Alzheimer Café over veranderingen', 'Alzheimer Café over wonen en zorg', 'Alzheimer Café over rouw'],
    intro: 'Een avond met uitleg, een gesprek en koffie. U bent welkom, ook zonder aanmelding.',
  },
  {
    tid: 2,
    name: 'Ontmoetingsgroep',
    icon: 'groep',
    topics: ['Ontmoetingsgroep voor naasten', 'Ontmoetingsgroep voor jonge mensen met dementie'],
    intro: 'Praat met mensen die hetzelfde meemaken. Een vrijwilliger begeleidt het gesprek.',
  },
  {
    tid: 3,
    name: 'Wandelen',
    icon: 'wandelen',
    topics: ['Samen wandelen', 'Natuurwandeling', 'Wandelen met een gids'],
    intro: 'Een rustige wandeling van een uur, samen met anderen. Daarna drinken we iets.',
  },
  {
    tid: 4,
    name: 'Muziek',
    icon: 'muziek',
    topics: ['Zingen met herkenning', 'Muziekmiddag', 'Koor voor iedereen'],
    intro: 'Muziek roept herinneringen op. Zing mee of luister gewoon.',
  },
  {
    tid: 5,
    name: 'Lezing',
    icon: 'lezing',
    topics: ['Lezing over dementie', 'Lezing over slapen en onrust', 'Lezing over eten en drinken'],
    intro: 'Een deskundige vertelt over een onderwerp en beantwoordt uw vragen.',
  },
  {
    tid: 6,
    name: 'Cursus voor mantelzorgers',
    icon: 'cursus',
    topics: ['Cursus omgaan met dementie', 'Cursus zorgen voor uzelf'],
    intro: 'In een paar bijeenkomsten leert u meer over dementie en over wat u zelf kunt doen.',
  },
  {
    tid: 7,
    name: 'Bewegen',
    icon: 'bewegen',
    topics: ['Stoelyoga', 'Fietsen op de duofiets', 'Bewegen op muziek'],
    intro: 'Lekker bezig zijn, op uw eigen tempo. Aangepast aan wat u kunt.',
  },
] as const;

const HOUR = 3600;

/**
 * One plan per activity of a region, in days after the seed reference day: some past, one
 * ongoing series, one without an end date, multi-day ones and ones months ahead. Times are in
 * seconds since midnight, as the api sends them (spec 1 §3).
 */
export const SCHEDULES = [
  { startDay: -25, days: 0, start: 19 * HOUR, end: 21 * HOUR, entry: 18.5 * HOUR, external: false },
  { startDay: -10, days: 60, start: 10 * HOUR, end: 12 * HOUR, entry: null, external: true },
  { startDay: 22, days: 0, start: 14 * HOUR, end: 16 * HOUR, entry: 13.5 * HOUR, external: false },
  { startDay: 30, days: null, start: 10 * HOUR, end: null, entry: null, external: false },
  { startDay: 38, days: 0, start: 19.5 * HOUR, end: 21.5 * HOUR, entry: 19 * HOUR, external: false },
  { startDay: 50, days: 2, start: 9.5 * HOUR, end: 16 * HOUR, entry: null, external: false },
  { startDay: 64, days: 0, start: 14 * HOUR, end: 15.5 * HOUR, entry: 13.75 * HOUR, external: false },
  { startDay: 80, days: 0, start: 19 * HOUR, end: 21 * HOUR, entry: null, external: true },
  { startDay: 100, days: 0, start: 10.5 * HOUR, end: 12 * HOUR, entry: 10 * HOUR, external: false },
  { startDay: 125, days: 0, start: 14 * HOUR, end: 16.5 * HOUR, entry: null, external: true },
].map((plan) => ({
  ...plan,
  practical:
    plan.entry === null
      ? 'Meedoen is gratis. Wilt u zeker zijn van een plek? Meld u dan vooraf aan.'
      : 'Meedoen is gratis. De deur is open vanaf de inlooptijd, dan staat de koffie klaar.',
}));
