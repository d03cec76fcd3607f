import type { AgeGroup, MemoryTestKind } from '../../schemas/memory-test';
import { SCORE_GROUPS } from '../../schemas/memory-test';
import type { MemoryTestTextRow } from '../../types/site';
import { html } from '../paragraphs';

// The result page's texts (spec 1 §2.11). The test is no diagnosis: the texts say what a score
// may mean and what a sensible next step is, never that someone has dementia. Every band has a
// text for every age ('all'); some bands add a text for one age option.

type ScoreGroupOf<K extends MemoryTestKind> = (typeof SCORE_GROUPS)[K][number];

interface Text<K extends MemoryTestKind> {
  score: ScoreGroupOf<K>;
  age: AgeGroup;
  paragraphs: string[];
}

const TO_THE_DOCTOR =
  'Print deze uitslag en neem hem mee naar uw huisarts. Dan heeft u uw antwoorden bij de hand in het gesprek.';

const YOUNGER_FOR_MYSELF = [
  'U bent jonger dan 65. Op uw leeftijd hebben geheugenklachten vaak een andere oorzaak. Denk aan stress, een burn-out, slecht slapen of een depressie.',
  'Dementie op jonge leeftijd bestaat ook, maar komt minder vaak voor. Uw huisarts kan met u uitzoeken wat er speelt en u zo nodig doorverwijzen.',
];

const OLDER_FOR_MYSELF = [
  'Met het ouder worden vergeten de meeste mensen wat vaker. Dat hoort bij de leeftijd.',
  'Merkt u dat dagelijkse dingen moeilijker gaan, zoals boodschappen doen of geldzaken regelen? Dan verdient dat aandacht.',
];

const UNKNOWN_AGE_FOR_MYSELF = [
  'Vergeetachtigheid kan op elke leeftijd voorkomen en heeft veel mogelijke oorzaken. Uw huisarts kan samen met u kijken wat bij u past.',
];

const forMyself: Text<'forMyself'>[] = [
  {
    score: '0-9',
    age: 'all',
    paragraphs: [
      'U vergeet zelden iets. Uw geheugen laat u in het dagelijks leven weinig in de steek.',
      'Iedereen vergeet weleens een naam of een boodschap. Dat is heel gewoon.',
    ],
  },
  {
    score: '10-20',
    age: 'all',
    paragraphs: [
      'U vergeet soms iets. Dat overkomt bijna iedereen.',
      'Uw antwoorden wijzen niet op grote problemen met uw geheugen. Merkt u later dat het vaker gebeurt? Doe de test dan gerust nog eens.',
    ],
  },
  {
    score: '10-20',
    age: '75',
    paragraphs: [
      'Op latere leeftijd gaat onthouden vaak wat langzamer. Neem rustig de tijd, dan lukt het meestal wel.',
    ],
  },
  {
    score: '21-43',
    age: 'all',
    paragraphs: [
      'U merkt dat u regelmatig dingen vergeet. Dat kan lastig zijn en zorgen geven.',
      'Deze uitslag zegt niets over de oorzaak. Vergeetachtigheid komt vaak door iets dat goed te verhelpen is, zoals drukte, slecht slapen of bepaalde medicijnen.',
    ],
  },
  {
    score: '21-43',
    age: 'all',
    paragraphs: ['Blijft het u bezighouden? Bespreek het dan met uw huisarts.', TO_THE_DOCTOR],
  },
  { score: '21-43', age: '64', paragraphs: YOUNGER_FOR_MYSELF },
  {
    score: '21-43',
    age: '64-to-74',
    paragraphs: [
      'Tussen uw 65e en 75e verandert er vaak veel, zoals stoppen met werken of een ander dagritme. Ook dat kan invloed hebben op uw geheugen.',
    ],
  },
  { score: '21-43', age: '75', paragraphs: OLDER_FOR_MYSELF },
  { score: '21-43', age: 'not-say', paragraphs: UNKNOWN_AGE_FOR_MYSELF },
  {
    score: '44-54',
    age: 'all',
    paragraphs: [
      'U merkt vaak dat uw geheugen u in de steek laat. Dat kan onzeker maken.',
      'Deze test is geen diagnose. Wel laat hij zien dat het verstandig is om uw klachten serieus te nemen.',
    ],
  },
  {
    score: '44-54',
    age: 'all',
    paragraphs: [
      'Maak een afspraak met uw huisarts. Vertel wat u merkt en sinds wanneer.',
      TO_THE_DOCTOR,
      'Neem gerust iemand mee die u goed kent. Twee mensen onthouden meer dan één.',
    ],
  },
  { score: '44-54', age: '64', paragraphs: YOUNGER_FOR_MYSELF },
  { score: '44-54', age: '75', paragraphs: OLDER_FOR_MYSELF },
  { score: '44-54', age: 'not-say', paragraphs: UNKNOWN_AGE_FOR_MYSELF },
  {
    score: '55+',
    age: 'all',
    paragraphs: [
      'U merkt heel vaak dat u dingen vergeet. Dat heeft waarschijnlijk invloed op uw dagelijks leven.',
      'De test kan niet zeggen wat de oorzaak is. Wel is het belangrijk dat u hier niet alleen mee blijft rondlopen.',
    ],
  },
  {
    score: '55+',
    age: 'all',
    paragraphs: [
      'Bespreek uw klachten zo snel als het u lukt met uw huisarts.',
      TO_THE_DOCTOR,
      'Wilt u eerst met iemand praten? De Alzheimer Telefoon luistert en denkt met u mee.',
    ],
  },
  { score: '55+', age: '64', paragraphs: YOUNGER_FOR_MYSELF },
  {
    score: '55+',
    age: '64-to-74',
    paragraphs: [
      'Op uw leeftijd kunnen geheugenklachten veel oorzaken hebben. Een deel daarvan is goed te behandelen. Daarom loont het om niet te lang te wachten.',
    ],
  },
  { score: '55+', age: '75', paragraphs: OLDER_FOR_MYSELF },
  { score: '55+', age: 'not-say', paragraphs: UNKNOWN_AGE_FOR_MYSELF },
];

const forOthers: Text<'forOthers'>[] = [
  {
    score: '16-56',
    age: 'all',
    paragraphs: [
      'Uw antwoorden laten weinig verandering zien vergeleken met een paar jaar geleden.',
      'Toch kent u de ander goed. Blijft uw gevoel u bezighouden? Let dan rustig op wat u merkt en doe de test later nog eens.',
      'Wilt u uw zorgen met iemand delen? De Alzheimer Telefoon luistert en denkt met u mee.',
    ],
  },
  {
    score: '16-56',
    age: '75',
    paragraphs: [
      'Met de jaren vergeten de meeste mensen wat vaker. Dat is gewoon. Let vooral op veranderingen in het dagelijks leven.',
    ],
  },
  {
    score: '57+',
    age: 'all',
    paragraphs: [
      'U ziet duidelijke veranderingen bij de ander, vergeleken met een paar jaar geleden. Het is begrijpelijk dat u zich zorgen maakt.',
      'De test zegt niet wat de oorzaak is. Veranderingen in geheugen en gedrag kunnen veel oorzaken hebben. Een deel daarvan is goed te behandelen.',
    ],
  },
  {
    score: '57+',
    age: 'all',
    paragraphs: [
      'Het is verstandig dat de ander met de huisarts gaat praten.',
      'Print deze uitslag. Dan kan de ander hem meenemen naar de huisarts, of u neemt hem mee als u samen gaat.',
    ],
  },
  {
    score: '57+',
    age: 'all',
    paragraphs: [
      'Begin het gesprek op een rustig moment. Vertel wat u zelf ziet, zonder verwijt. Vraag hoe de ander het zelf ervaart.',
      'Gaat het gesprek moeizaam? Probeer het later nog eens. Bied aan om mee te gaan naar de huisarts.',
    ],
  },
  {
    score: '57+',
    age: 'all',
    paragraphs: [
      'U hoeft dit niet alleen te doen. De Alzheimer Telefoon en de afdeling in uw regio denken graag met u mee.',
    ],
  },
  {
    score: '57+',
    age: '64',
    paragraphs: [
      'De ander is jonger dan 65. Op die leeftijd hebben veranderingen vaak een andere oorzaak. Denk aan stress, een burn-out, slecht slapen of een depressie.',
      'Dementie op jonge leeftijd bestaat ook, maar komt minder vaak voor. De huisarts kan uitzoeken wat er speelt en zo nodig doorverwijzen.',
    ],
  },
  {
    score: '57+',
    age: '64-to-74',
    paragraphs: [
      'Rond deze leeftijd verandert er vaak veel, zoals stoppen met werken. Ook dat kan invloed hebben op iemands geheugen en stemming.',
    ],
  },
  {
    score: '57+',
    age: '75',
    paragraphs: [
      'Met de jaren vergeten de meeste mensen wat vaker. Dat hoort bij de leeftijd.',
      'Maar lukken dagelijkse dingen minder goed, zoals koken, geldzaken of de weg vinden? Dan verdient dat aandacht.',
    ],
  },
  {
    score: '57+',
    age: 'not-say',
    paragraphs: [
      'Veranderingen in het geheugen kunnen op elke leeftijd voorkomen. De huisarts kan kijken wat er bij de ander speelt.',
    ],
  },
];

/** Rows of one kind; texts of the same band and age are numbered in the order listed. */
function rowsOf<K extends MemoryTestKind>(kind: K, texts: Text<K>[]): MemoryTestTextRow[] {
  const counts = new Map<string, number>();
  return texts.map(({ score, age, paragraphs }) => {
    const key = `${score} ${age}`;
    const position = counts.get(key) ?? 0;
    counts.set(key, position + 1);
    return { test_kind: kind, score_group: score, age_group: age, position, body: html(...paragraphs).value };
  });
}

export const memoryTestTexts = (): MemoryTestTextRow[] => [
  ...rowsOf('forMyself', forMyself),
  ...rowsOf('forOthers', forOthers),
];
