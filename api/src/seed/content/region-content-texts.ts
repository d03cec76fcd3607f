/** Title, text, link title and link of a regional service (spec 1 §3 "Region service"). */
export const SERVICES: readonly (readonly [string, string, string, string])[] = [
  [
    'Alzheimer Café',
    'Eens per maand praten we over een thema rond dementie. Daarna is er tijd voor een gesprek.',
    'Naar de activiteiten',
    '/regios',
  ],
  [
    'Dementie Trefpunt',
    'Een vaste plek in de wijk waar u binnenloopt voor een vraag, een folder of een kop koffie.',
    'Bekijk de locaties',
    '/regios',
  ],
  [
    'Gespreksgroep voor mantelzorgers',
    'In een kleine groep delen mantelzorgers hun ervaringen. U staat er niet alleen voor.',
    'Meer over mantelzorg',
    '/dementie/wat-is-dementie',
  ],
  [
    'Lotgenotencontact',
    'Mensen met dementie ontmoeten elkaar onder begeleiding van een ervaren vrijwilliger.',
    'Meer informatie',
    '/dementie/wat-is-dementie',
  ],
  [
    'Voorlichting op maat',
    'Wij geven uitleg over dementie aan verenigingen, kerken, scholen en bedrijven.',
    'Vraag voorlichting aan',
    '/regios',
  ],
  [
    'Telefonisch spreekuur',
    'Heeft u een vraag over dementie? Bel ons spreekuur. Een vrijwilliger luistert en denkt mee.',
    'Bekijk de contactgegevens',
    '/regios',
  ],
];

/** Title and text of a regional highlight (spec 1 §3 "Region highlight"). */
export const HIGHLIGHTS: readonly (readonly [string, string])[] = [
  ['Samen wandelen in het voorjaar', 'Elke week lopen we een rustige ronde. Iedereen loopt in zijn eigen tempo mee.'],
  ['Muziekmiddag voor het hele gezin', 'Liedjes van vroeger brengen mensen samen. Zingt u mee?'],
  ['Nieuwe vrijwilligers gezocht', 'Heeft u een paar uur per maand over? Help mee bij onze ontmoetingen.'],
  ['Themabijeenkomst over slapen', 'Slecht slapen komt vaak voor bij dementie. Een deskundige geeft tips.'],
  ['Open dag in het Trefpunt', 'Kom kennismaken met onze vrijwilligers en ontdek wat wij voor u kunnen doen.'],
  ['Cursus voor mantelzorgers', 'In vier avonden leert u meer over dementie en over goed voor uzelf zorgen.'],
  ['Dementievriendelijke winkels', 'Steeds meer winkels in de regio weten hoe ze klanten met dementie kunnen helpen.'],
];

/** Title and text of the generic dementia information (spec 1 §5: four, so the drop rule shows). */
export const GENERIC_INFO: readonly (readonly [string, string])[] = [
  [
    'Wat is dementie?',
    'Dementie is een verzamelnaam voor ziektes van de hersenen. Lees wat er gebeurt en wat u kunt verwachten.',
  ],
  ['De eerste signalen', 'Vergeten, moeite met plannen of een ander gedrag: dit zijn signalen om serieus te nemen.'],
  ['Leven met dementie', 'Met de juiste hulp kunt u lang blijven doen wat u fijn vindt. Lees praktische tips.'],
  ['Zorgen voor iemand met dementie', 'Als mantelzorger doet u veel. Zo houdt u het vol en vindt u steun.'],
];

/** Title and text of region-specific dementia information. */
export const REGIONAL_INFO: readonly (readonly [string, string])[] = [
  [
    'Hulp bij dementie in de regio',
    'Casemanagers, huisartsen en ontmoetingscentra werken in onze regio samen. Zo vindt u de weg.',
  ],
  [
    'Dementie in uw gemeente',
    'Uw gemeente helpt met dagbesteding, vervoer en ondersteuning thuis. Wij wijzen u de weg.',
  ],
  ['Jong en dementie', 'Dementie op jonge leeftijd vraagt om andere hulp. In onze regio is een speciale groep.'],
  [
    'Steun voor mantelzorgers hier',
    'Onze vrijwilligers kennen de mantelzorgondersteuning in de buurt en gaan graag met u in gesprek.',
  ],
];
