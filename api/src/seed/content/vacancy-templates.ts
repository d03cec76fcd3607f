type JobTitle = { id: number; name: string; form_length: 'long' | 'short' };
/** A reference to a taxonomy term as the vacancy nodes carry it. */
export type TermRef = { id: number; label: string };

const host: JobTitle = { id: 1, name: 'Gastvrouw of gastheer', form_length: 'short' };
const buddy: JobTitle = { id: 2, name: 'Maatje', form_length: 'short' };
const coordinator: JobTitle = { id: 3, name: 'Coördinator', form_length: 'long' };
const educator: JobTitle = { id: 4, name: 'Voorlichter', form_length: 'long' };
const organiser: JobTitle = { id: 5, name: 'Organisator', form_length: 'long' };
const online: JobTitle = { id: 7, name: 'Online vrijwilliger', form_length: 'short' };
const listener: JobTitle = { id: 8, name: 'Telefonisch vrijwilliger', form_length: 'long' };

/** Vocabulary function_type; id 6 is the open application (application-vacancies.ts). */
export const JOB_TITLES: JobTitle[] = [host, buddy, coordinator, educator, organiser, online, listener];

export const AVAILABILITIES: TermRef[] = [
  { id: 1, label: 'Overdag' },
  { id: 2, label: 'Avond' },
  { id: 3, label: 'Weekend' },
  { id: 4, label: 'Flexibel' },
];

export const DURATIONS: TermRef[] = [
  { id: 1, label: 'Eenmalig' },
  { id: 2, label: 'Korter dan een jaar' },
  { id: 3, label: 'Een jaar of langer' },
];

/** Vocabulary vrijwilligersactiviteit: the theme a card shows. */
export const THEMES: TermRef[] = [
  { id: 1, label: 'Ontmoeten' },
  { id: 2, label: 'Voorlichten' },
  { id: 3, label: 'Ondersteunen' },
  { id: 4, label: 'Organiseren' },
  { id: 5, label: 'Online en telefonisch' },
];

export interface VacancyTemplate {
  title: string;
  subTitle: string;
  jobTitle: JobTitle;
  /** Id of a THEMES term. */
  theme: number;
  intro: string;
  tasks: string;
  asks: string;
}

export const VACANCY_TEMPLATES: VacancyTemplate[] = [
  {
    title: 'Gastvrouw of gastheer Alzheimer Café',
    subTitle: 'Eén avond per maand, in een warme sfeer',
    jobTitle: host,
    theme: 1,
    intro:
      'In het Alzheimer Café ontmoeten mensen met dementie en hun naasten elkaar. U zorgt dat iedereen zich welkom voelt.',
    tasks: 'U ontvangt de gasten, schenkt koffie en thee en maakt een praatje. Na afloop ruimt u samen op.',
    asks: 'Een open houding en geduld. Ervaring met dementie is niet nodig.',
  },
  {
    title: 'Wandelmaatje',
    subTitle: 'Samen naar buiten, in de eigen buurt',
    jobTitle: buddy,
    theme: 3,
    intro: 'Buiten zijn doet goed. U wandelt elke week met iemand met dementie.',
    tasks: 'U spreekt een vaste dag af en maakt samen een rustige wandeling. Onderweg is er tijd voor een praatje.',
    asks: 'U houdt van wandelen en bent betrouwbaar. U krijgt een korte training.',
  },
  {
    title: 'Coördinator Alzheimer Café',
    subTitle: 'Voor een team van betrokken vrijwilligers',
    jobTitle: coordinator,
    theme: 4,
    intro: 'U zorgt dat het Alzheimer Café elke maand goed verloopt.',
    tasks: 'U kiest de onderwerpen, nodigt sprekers uit en stuurt het team van gastvrouwen en gastheren aan.',
    asks: 'U kunt goed organiseren en houdt van contact met mensen.',
  },
  {
    title: 'Voorlichter dementie',
    subTitle: 'Vertel op scholen en bij verenigingen over dementie',
    jobTitle: educator,
    theme: 2,
    intro: 'Hoe meer mensen weten over dementie, hoe beter zij kunnen helpen.',
    tasks: 'U geeft korte voorlichtingen in uw regio. Wij zorgen voor het materiaal.',
    asks: 'U vertelt graag en kunt ingewikkelde dingen eenvoudig uitleggen.',
  },
  {
    title: 'Maatje voor een mantelzorger',
    subTitle: 'Een luisterend oor voor wie zorgt',
    jobTitle: buddy,
    theme: 3,
    intro: 'Mantelzorgers geven veel. U bent er voor hen.',
    tasks: 'U belt of bezoekt een mantelzorger, bijvoorbeeld eens in de twee weken. U luistert en denkt mee.',
    asks: 'U kunt goed luisteren en houdt vertrouwelijke dingen voor uzelf.',
  },
  {
    title: 'Organisator van uitjes',
    subTitle: 'Bedenk en regel fijne middagen',
    jobTitle: organiser,
    theme: 4,
    intro: 'Een bezoek aan een museum of een middag muziek: samen iets beleven geeft plezier.',
    tasks: 'U bedenkt uitjes, regelt vervoer en zorgt dat alles klaarstaat.',
    asks: 'U heeft goede ideeën en houdt van regelen.',
  },
  {
    title: 'Gastvrouw of gastheer ontmoetingsgroep',
    subTitle: 'Voor mensen met beginnende dementie',
    jobTitle: host,
    theme: 1,
    intro: 'In de ontmoetingsgroep praten mensen met beginnende dementie met elkaar.',
    tasks: 'U zet de ruimte klaar, ontvangt de deelnemers en helpt de gespreksleider.',
    asks: 'U bent rustig, vriendelijk en goed in luisteren.',
  },
  {
    title: 'Vrijwilliger Alzheimer Café in de zomer',
    subTitle: 'Help mee bij de zomereditie buiten',
    jobTitle: host,
    theme: 1,
    intro: 'In de zomer houden wij het Alzheimer Café soms buiten. Daar hebben we extra handen voor nodig.',
    tasks: 'U helpt met opbouwen, ontvangt de gasten en ruimt na afloop op.',
    asks: 'U bent een paar middagen in de zomer beschikbaar.',
  },
];

/** National volunteer work: `landelijk` is done in the visitor's neighbourhood, `vanuit_huis` from home. */
export interface NationalTemplate extends VacancyTemplate {
  kind: 'landelijk' | 'vanuit_huis';
}

const national = (
  kind: NationalTemplate['kind'],
  title: string,
  subTitle: string,
  jobTitle: JobTitle,
  theme: number,
  intro: string,
): NationalTemplate => ({
  kind,
  title,
  subTitle,
  jobTitle,
  theme,
  intro,
  tasks: 'U krijgt een goede uitleg en een vast aanspreekpunt. U bepaalt samen met ons hoeveel tijd u geeft.',
  asks: 'Betrokkenheid bij mensen met dementie en hun naasten. Wij zorgen voor een training.',
});

export const NATIONAL_TEMPLATES: NationalTemplate[] = [
  national(
    'vanuit_huis',
    'Luisteraar aan de telefoon',
    'Voor wie even wil praten',
    listener,
    5,
    'Soms helpt het om een verhaal kwijt te kunnen. U neemt vanuit huis de telefoon op.',
  ),
  national(
    'vanuit_huis',
    'Online maatje',
    'Contact via beeldbellen',
    online,
    5,
    'U houdt via beeldbellen contact met iemand die zorgt voor een naaste met dementie.',
  ),
  national(
    'vanuit_huis',
    'Schrijver van ervaringsverhalen',
    'Verhalen die anderen helpen',
    online,
    2,
    'U spreekt mensen over hun ervaringen en schrijft daar een kort verhaal over.',
  ),
  national(
    'vanuit_huis',
    'Moderator van het forum',
    'Zorg voor een fijne sfeer online',
    online,
    5,
    'Op ons forum delen naasten hun vragen. U let erop dat het gesprek vriendelijk blijft.',
  ),
  national(
    'vanuit_huis',
    'Vertaler van folders',
    'Maak informatie begrijpelijk voor iedereen',
    online,
    2,
    'Niet iedereen leest makkelijk Nederlands. U vertaalt onze folders naar een andere taal.',
  ),
  national(
    'landelijk',
    'Collectant in uw straat',
    'Eén week per jaar',
    organiser,
    4,
    'Met de collecte halen we geld op voor onderzoek en steun. U collecteert in uw eigen straat.',
  ),
  national(
    'landelijk',
    'Ambassadeur dementievriendelijk',
    'Help winkels en clubs op weg',
    educator,
    2,
    'U vertelt bedrijven en verenigingen in uw buurt hoe zij mensen met dementie kunnen helpen.',
  ),
  national(
    'landelijk',
    'Wandelcoach',
    'Bewegen in de buurt',
    buddy,
    3,
    'U begeleidt een wandelgroep voor mensen met dementie en hun naasten in uw eigen buurt.',
  ),
  national(
    'landelijk',
    'Vrijwilliger bij evenementen',
    'Een handje helpen op een mooie dag',
    host,
    1,
    'Bij sportevenementen en markten staan wij met een kraam. U helpt mee en maakt een praatje.',
  ),
  national(
    'landelijk',
    'Klusser voor ontmoetingsplekken',
    'Handig met gereedschap',
    organiser,
    4,
    'Een ontmoetingsplek moet veilig en fijn zijn. U helpt met kleine klussen in de buurt.',
  ),
];

export interface CorporateTemplate {
  title: string;
  subTitle: string;
  unit: { id: number; name: string };
  city: string;
  intro: string;
}

export const CORPORATE_TEMPLATES: CorporateTemplate[] = [
  {
    title: 'Beleidsadviseur zorg',
    subTitle: '32 uur per week',
    unit: { id: 2, name: 'Belangenbehartiging' },
    city: 'Amersfoort',
    intro: 'U zorgt dat de stem van mensen met dementie klinkt in de politiek en bij zorgverzekeraars.',
  },
  {
    title: 'Medewerker fondsenwerving',
    subTitle: '24 tot 32 uur per week',
    unit: { id: 3, name: 'Fondsenwerving' },
    city: 'Amersfoort',
    intro: 'U onderhoudt het contact met onze donateurs en bedenkt nieuwe acties.',
  },
  {
    title: 'Regiocoördinator Noord',
    subTitle: '28 uur per week',
    unit: { id: 4, name: 'Regio-ondersteuning' },
    city: 'Groningen',
    intro: 'U ondersteunt de vrijwilligers in de regio’s in het noorden van het land.',
  },
  {
    title: 'Regiocoördinator Zuid',
    subTitle: '28 uur per week',
    unit: { id: 4, name: 'Regio-ondersteuning' },
    city: 'Eindhoven',
    intro: 'U ondersteunt de vrijwilligers in de regio’s in het zuiden van het land.',
  },
  {
    title: 'Financieel medewerker',
    subTitle: '32 tot 36 uur per week',
    unit: { id: 5, name: 'Financiën' },
    city: 'Amersfoort',
    intro: 'U houdt de administratie op orde en helpt bij de jaarrekening.',
  },
  {
    title: 'Webredacteur',
    subTitle: '24 uur per week',
    unit: { id: 1, name: 'Communicatie' },
    city: 'Amersfoort',
    intro: 'U houdt de website actueel en schrijft in eenvoudige taal.',
  },
  {
    title: 'Data-analist',
    subTitle: '32 uur per week',
    unit: { id: 6, name: 'Informatievoorziening' },
    city: 'Amersfoort',
    intro: 'U zoekt in cijfers naar wat mensen met dementie en hun naasten het meest helpt.',
  },
  {
    title: 'Officemanager',
    subTitle: '20 uur per week',
    unit: { id: 7, name: 'Bedrijfsvoering' },
    city: 'Amersfoort',
    intro: 'U zorgt dat het kantoor goed loopt en bent het eerste aanspreekpunt voor bezoekers.',
  },
  {
    title: 'Projectleider onderzoek',
    subTitle: '36 uur per week',
    unit: { id: 8, name: 'Onderzoek' },
    city: 'Utrecht',
    intro: 'U begeleidt onderzoeksprojecten die wij financieren, van aanvraag tot resultaat.',
  },
  {
    title: 'Trainer vrijwilligers',
    subTitle: '24 uur per week',
    unit: { id: 4, name: 'Regio-ondersteuning' },
    city: 'Zwolle',
    intro: 'U geeft trainingen aan nieuwe vrijwilligers in het hele land.',
  },
];
