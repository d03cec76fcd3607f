type JobTitle = { id: number; name: string; form_length: 'long' | 'short' };

const host: JobTitle = { id: 1, name: 'Gastvrouw of gastheer', form_length: 'short' };
const buddy: JobTitle = { id: 2, name: 'Maatje', form_length: 'short' };
const coordinator: JobTitle = { id: 3, name: 'Coördinator', form_length: 'long' };
const educator: JobTitle = { id: 4, name: 'Voorlichter', form_length: 'long' };
const organiser: JobTitle = { id: 5, name: 'Organisator', form_length: 'long' };

export const AVAILABILITIES = [
  { id: 1, name: 'Overdag' },
  { id: 2, name: 'Avond' },
  { id: 3, name: 'Weekend' },
  { id: 4, name: 'Flexibel' },
];

export const DURATIONS = [
  { id: 1, name: 'Eenmalig' },
  { id: 2, name: 'Korter dan een jaar' },
  { id: 3, name: 'Een jaar of langer' },
];

export interface VacancyTemplate {
  title: string;
  subTitle: string;
  jobTitle: JobTitle;
  intro: string;
  tasks: string;
  asks: string;
}

export const VACANCY_TEMPLATES: VacancyTemplate[] = [
  {
    title: 'Gastvrouw of gastheer Alzheimer Café',
    subTitle: 'Eén avond per maand, in een warme sfeer',
    jobTitle: host,
    intro:
      'In het Alzheimer Café ontmoeten mensen met dementie en hun naasten elkaar. U zorgt dat iedereen zich welkom voelt.',
    tasks: 'U ontvangt de gasten, schenkt koffie en thee en maakt een praatje. Na afloop ruimt u samen op.',
    asks: 'Een open houding en geduld. Ervaring met dementie is niet nodig.',
  },
  {
    title: 'Wandelmaatje',
    subTitle: 'Samen naar buiten, in de eigen buurt',
    jobTitle: buddy,
    intro: 'Buiten zijn doet goed. U wandelt elke week met iemand met dementie.',
    tasks: 'U spreekt een vaste dag af en maakt samen een rustige wandeling. Onderweg is er tijd voor een praatje.',
    asks: 'U houdt van wandelen en bent betrouwbaar. U krijgt een korte training.',
  },
  {
    title: 'Coördinator Alzheimer Café',
    subTitle: 'Voor een team van betrokken vrijwilligers',
    jobTitle: coordinator,
    intro: 'U zorgt dat het Alzheimer Café elke maand goed verloopt.',
    tasks: 'U kiest de onderwerpen, nodigt sprekers uit en stuurt het team van gastvrouwen en gastheren aan.',
    asks: 'U kunt goed organiseren en houdt van contact met mensen.',
  },
  {
    title: 'Voorlichter dementie',
    subTitle: 'Vertel op scholen en bij verenigingen over dementie',
    jobTitle: educator,
    intro: 'Hoe meer mensen weten over dementie, hoe beter zij kunnen helpen.',
    tasks: 'U geeft korte voorlichtingen in uw regio. Wij zorgen voor het materiaal.',
    asks: 'U vertelt graag en kunt ingewikkelde dingen eenvoudig uitleggen.',
  },
  {
    title: 'Maatje voor een mantelzorger',
    subTitle: 'Een luisterend oor voor wie zorgt',
    jobTitle: buddy,
    intro: 'Mantelzorgers geven veel. U bent er voor hen.',
    tasks: 'U belt of bezoekt een mantelzorger, bijvoorbeeld eens in de twee weken. U luistert en denkt mee.',
    asks: 'U kunt goed luisteren en houdt vertrouwelijke dingen voor uzelf.',
  },
  {
    title: 'Organisator van uitjes',
    subTitle: 'Bedenk en regel fijne middagen',
    jobTitle: organiser,
    intro: 'Een bezoek aan een museum of een middag muziek: samen iets beleven geeft plezier.',
    tasks: 'U bedenkt uitjes, regelt vervoer en zorgt dat alles klaarstaat.',
    asks: 'U heeft goede ideeën en houdt van regelen.',
  },
  {
    title: 'Gastvrouw of gastheer ontmoetingsgroep',
    subTitle: 'Voor mensen met beginnende dementie',
    jobTitle: host,
    intro: 'In de ontmoetingsgroep praten mensen met beginnende dementie met elkaar.',
    tasks: 'U zet de ruimte klaar, ontvangt de deelnemers en helpt de gespreksleider.',
    asks: 'U bent rustig, vriendelijk en goed in luisteren.',
  },
  {
    title: 'Vrijwilliger Alzheimer Café in de zomer',
    subTitle: 'Help mee bij de zomereditie buiten',
    jobTitle: host,
    intro: 'In de zomer houden wij het Alzheimer Café soms buiten. Daar hebben we extra handen voor nodig.',
    tasks: 'U helpt met opbouwen, ontvangt de gasten en ruimt na afloop op.',
    asks: 'U bent een paar middagen in de zomer beschikbaar.',
  },
];
