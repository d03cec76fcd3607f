import type { NodeRow } from '../../../types/wire';
import { buildNode } from '../../build-node';
import { daysBefore } from '../../dates';
import { seedImage, type SceneName } from '../../media';
import { textBlock, type Block } from '../../paragraphs';
import { slugify } from '../../slug';
import { REGIONS } from '../region-list';

// The news vocabularies (spec 1 §3, news_category and thematic). The thematic list is fixed:
// the thematic search of another group looks news up by these ids.
const CATEGORIES = {
  research: { id: 1, label: 'Onderzoek' },
  care: { id: 2, label: 'Zorg en ondersteuning' },
  volunteers: { id: 3, label: 'Vrijwilligers' },
  events: { id: 4, label: 'Evenementen' },
  regional: { id: 5, label: 'Regionaal' },
} as const;
type Category = keyof typeof CATEGORIES;

const THEMES = ['Geheugen', 'Mantelzorg', 'Onderzoek', 'Wonen', 'Bewegen', 'Samen leven'] as const;
const themes = (...ids: number[]) => ids.map((id) => ({ id, label: THEMES[id - 1]! }));

// What each scene shows, as alt text for a visitor who cannot see the image.
const ALT: Record<SceneName, string> = {
  'wandeling-in-het-park': 'Tekening van een pad door een park met bomen',
  'koffie-in-het-cafe': 'Tekening van een gezellig café met koffie op tafel',
  'samen-zingen': 'Tekening van een zonnig landschap waar mensen samen zingen',
  'handen-vasthouden': 'Tekening van een rustig landschap, met twee handen die elkaar vasthouden',
  'tuinieren-op-het-balkon': 'Tekening van planten en bloemen op een balkon',
  'zonsondergang-aan-zee': 'Tekening van een zonsondergang boven zee',
  'samen-lezen': 'Tekening van een zacht landschap, een moment om samen te lezen',
  fietstocht: 'Tekening van een dijk met een fietspad in de zon',
  'bloemen-plukken': 'Tekening van een veld vol bloemen',
  'thee-drinken': 'Tekening van een warme middag met thee aan tafel',
};

interface Story {
  title: string;
  category: Category;
  thematic: number[];
  scene: SceneName;
  intro: string;
  body: string;
  region?: { id: number; title: string; path: string };
}

// The block that puts each story in context, per category, so every article reads as a whole.
const CONTEXT: Record<Category, [string, string, string]> = {
  research: [
    'Wat het onderzoek oplevert',
    'Waarom dit ertoe doet',
    'Onderzoek is de weg naar een toekomst zonder dementie. Dankzij donateurs kunnen onderzoekers hun werk blijven doen.',
  ],
  care: [
    'Zo pakt u het aan',
    'Hulp in de buurt',
    'Een casemanager dementie, de huisarts of de Dementielijn helpt u graag verder. U hoeft het niet alleen te doen.',
  ],
  volunteers: [
    'Wat vrijwilligers doen',
    'Meedoen',
    'Vrijwilligerswerk past bij iedereen: een uur per week of een keer per jaar. Wij zoeken samen met u wat bij u past.',
  ],
  events: [
    'Wat er te doen is',
    'Aanmelden',
    'Iedereen is welkom. In de agenda van uw regio ziet u waar en wanneer er iets te doen is.',
  ],
  regional: [
    'Wat er gebeurt',
    'Regionale afdeling',
    'Onze regionale afdelingen worden gedragen door vrijwilligers. Zij weten wat er in de buurt te doen en te regelen is.',
  ],
};

function story(
  category: Category,
  thematic: number[],
  scene: SceneName,
  title: string,
  intro: string,
  body: string,
): Story {
  return { title, category, thematic, scene, intro, body };
}

const NATIONAL: Story[] = [
  story(
    'research',
    [3, 1],
    'samen-lezen',
    'Nieuwe bloedtest kan alzheimer eerder opsporen',
    'Onderzoekers werken aan een bloedtest die de ziekte van Alzheimer vroeg kan laten zien. Dat kan de weg naar een diagnose een stuk korter maken.',
    'Nu is voor een diagnose vaak een ruggenprik of een dure scan nodig. Een eenvoudige bloedtest bij de huisarts bespaart veel mensen onzekerheid en wachttijd. De eerste resultaten zijn hoopvol, maar er is meer onderzoek nodig.',
  ),
  story(
    'care',
    [2, 6],
    'koffie-in-het-cafe',
    'Tien tips voor een fijn bezoek',
    'Op bezoek gaan bij iemand met dementie kan spannend zijn. Met deze tips wordt het voor u allebei een fijn moment.',
    'Kom op een rustig moment, stel één vraag tegelijk en neem de tijd. Een fotoalbum, een bekend liedje of een korte wandeling geeft vaak meer dan een lang gesprek.',
  ),
  story(
    'volunteers',
    [6],
    'wandeling-in-het-park',
    'Word maatje van iemand met dementie',
    'Wilt u iets betekenen voor een ander? Als maatje gaat u één keer per week samen wandelen, koffiedrinken of een spelletje doen.',
    'U krijgt een korte training en een vaste contactpersoon. Veel maatjes vertellen dat ze er zelf minstens zoveel voor terugkrijgen.',
  ),
  story(
    'research',
    [3, 5],
    'fietstocht',
    'Bewegen houdt de hersenen langer fit',
    'Wie regelmatig beweegt, heeft minder kans op dementie. Dat blijkt opnieuw uit een groot onderzoek onder ruim tienduizend ouderen.',
    'Het gaat niet om topsport. Elke dag een halfuur wandelen, fietsen of in de tuin werken maakt al verschil. Het helpt ook om beter te slapen.',
  ),
  story(
    'events',
    [6],
    'zonsondergang-aan-zee',
    'Wereld Alzheimer Dag: doe mee op 21 september',
    'Op 21 september vragen we overal aandacht voor dementie. Er zijn activiteiten in het hele land.',
    'Denk aan wandelingen, open dagen en muziekmiddagen. Kijk in de agenda van uw regio wat er bij u in de buurt te doen is.',
  ),
  story(
    'care',
    [2],
    'handen-vasthouden',
    'Zo houdt u het als mantelzorger vol',
    'Zorgen voor iemand met dementie vraagt veel van u. Het is belangrijk dat u ook goed voor uzelf zorgt.',
    'Plan vaste momenten voor uzelf, vraag hulp aan familie of buren en praat over hoe het met u gaat. Een casemanager dementie kan u daarbij helpen.',
  ),
  story(
    'research',
    [3, 1],
    'thee-drinken',
    'Onderzoek naar slaap en geheugen zoekt deelnemers',
    'Slaapt u slecht en merkt u dat uw geheugen minder wordt? Voor een nieuw onderzoek zoeken we mensen van 60 jaar en ouder.',
    'Deelnemers dragen een paar weken een slaapmeter om de pols en doen thuis een paar korte geheugentesten. Meedoen kost ongeveer een uur per week.',
  ),
  story(
    'care',
    [4],
    'tuinieren-op-het-balkon',
    'Veilig thuis wonen met dementie',
    'Met een paar kleine aanpassingen kan iemand met dementie vaak langer veilig thuis blijven wonen.',
    'Denk aan goede verlichting, een duidelijke klok met de dag erop en een beveiliging op het fornuis. Haal losse kleden weg, zodat niemand struikelt.',
  ),
  story(
    'volunteers',
    [2],
    'thee-drinken',
    'Vrijwilligers van de Dementielijn vertellen',
    'Elke dag beantwoorden onze vrijwilligers telefoontjes van mensen met vragen over dementie. Twee van hen vertellen waarom ze dit doen.',
    "Annie belt al zes jaar mee: 'Soms is iemand al opgelucht dat er iemand luistert.' Kees zorgde jaren voor zijn vrouw en deelt nu graag wat hij heeft geleerd.",
  ),
  story(
    'research',
    [3, 1],
    'koffie-in-het-cafe',
    'Wat slechter horen met dementie te maken heeft',
    'Slechter horen lijkt het risico op dementie te vergroten. Een hoortoestel kan dan meer doen dan u denkt.',
    'Wie slecht hoort, doet vaak minder mee aan gesprekken en trekt zich terug. Daardoor krijgen de hersenen minder prikkels. Laat uw gehoor dus gerust eens testen.',
  ),
  story(
    'care',
    [2],
    'thee-drinken',
    "De Dementielijn is nu ook 's avonds bereikbaar",
    "Heeft u een vraag over dementie? U kunt ons nu elke dag bellen tot elf uur 's avonds.",
    'Aan de telefoon zitten vrijwilligers die weten hoe het is om met dementie te leven. Zij luisteren, denken met u mee en wijzen u de weg naar hulp in uw buurt.',
  ),
  story(
    'events',
    [5],
    'fietstocht',
    'Fietstocht voor het goede doel brengt veel op',
    'Ruim vierhonderd fietsers reden dit voorjaar een tocht langs de dijk voor onderzoek naar dementie.',
    'Samen fietsten ze bijna twintigduizend kilometer. Sommige deelnemers reden op een duofiets, samen met een naaste met dementie.',
  ),
  story(
    'research',
    [3],
    'samen-lezen',
    'Jonge onderzoekers krijgen geld voor hun plannen',
    'Dit jaar krijgen acht jonge onderzoekers geld om hun onderzoek naar dementie te beginnen. Dat kan dankzij giften van donateurs.',
    'De projecten gaan onder meer over eiwitten in de hersenen, over leefstijl en over betere zorg thuis. Over een jaar laten de onderzoekers zien wat ze hebben gevonden.',
  ),
  story(
    'care',
    [2, 4],
    'handen-vasthouden',
    'Als uw naaste verhuist naar een verpleeghuis',
    'De verhuizing naar een verpleeghuis is een grote stap. Voor degene met dementie, maar ook voor u.',
    "Neem vertrouwde spullen mee, zoals foto's, een eigen stoel of een sprei. Vertel de zorgmedewerkers over gewoontes en wat uw naaste fijn vindt. En gun uzelf tijd om te wennen.",
  ),
  story(
    'volunteers',
    [6],
    'fietstocht',
    'Collectanten gezocht voor de collecteweek',
    'In november gaan duizenden collectanten langs de deuren. Wilt u ook een paar uur meelopen in uw eigen straat?',
    'Collecteren kost weinig tijd en is gezellig. U kunt ook online collecteren met een eigen QR-code. Elke euro gaat naar onderzoek en hulp.',
  ),
  story(
    'research',
    [3, 1, 6],
    'samen-zingen',
    'Muziek helpt herinneringen op te halen',
    'Liedjes van vroeger blijven vaak lang bewaard, ook als andere herinneringen vervagen. Onderzoekers bekeken hoe muziek kan helpen in de zorg.',
    'Een bekend lied kan iemand met dementie rustiger maken en een glimlach geven. Zorgmedewerkers die samen zingen of muziek luisteren, merken dat het contact beter wordt.',
  ),
  story(
    'care',
    [2, 6],
    'samen-lezen',
    'Praten over de diagnose met uw kinderen',
    'Hoe vertelt u uw kinderen of kleinkinderen dat opa of oma dementie heeft? Eerlijk en eenvoudig werkt het best.',
    'Leg in gewone woorden uit wat er verandert en dat het niemands schuld is. Kinderen vinden het vaak fijn om iets te kunnen doen, zoals samen tekenen of een spelletje spelen.',
  ),
  story(
    'events',
    [2],
    'koffie-in-het-cafe',
    'Landelijke dag voor mantelzorgers',
    'Op de landelijke mantelzorgdag bent u van harte welkom voor workshops, gesprekken en ontspanning.',
    'U kiest uit workshops over praten met uw naaste, over goed voor uzelf zorgen en over hulp in huis. Er is ook een stilteruimte en een lunch.',
  ),
  story(
    'research',
    [3],
    'handen-vasthouden',
    'Stand van zaken: nieuwe medicijnen tegen alzheimer',
    'Er wordt veel geschreven over nieuwe medicijnen tegen alzheimer. Wat weten we nu echt, en wat betekent het voor u?',
    'De nieuwe middelen kunnen bij sommige mensen in een vroege fase de achteruitgang iets afremmen. Ze zijn nog niet in Nederland beschikbaar en hebben bijwerkingen. We houden u op de hoogte.',
  ),
  story(
    'care',
    [2],
    'wandeling-in-het-park',
    'Dementie op jonge leeftijd: u staat er niet alleen voor',
    'Ook mensen onder de 65 kunnen dementie krijgen. Dat brengt eigen vragen mee, bijvoorbeeld over werk en jonge kinderen.',
    'Er zijn ontmoetingsgroepen en casemanagers speciaal voor mensen met dementie op jonge leeftijd. Daar vindt u herkenning en praktische hulp.',
  ),
  story(
    'volunteers',
    [1],
    'samen-lezen',
    'Nieuwe online training voor vrijwilligers',
    'Vrijwilligers kunnen nu een gratis online training volgen over omgaan met dementie.',
    'In korte lessen leert u hoe dementie het dagelijks leven verandert en hoe u prettig contact maakt. U doet de training wanneer het u uitkomt.',
  ),
  story(
    'events',
    [6],
    'samen-zingen',
    'Theaterstuk laat zien hoe het is om dementie te hebben',
    'Een nieuwe voorstelling neemt het publiek mee in de wereld van iemand met dementie.',
    'De acteurs spelen scènes die veel mantelzorgers zullen herkennen. Na afloop is er een nagesprek met een casemanager.',
  ),
  story(
    'care',
    [2, 1],
    'samen-lezen',
    'Nieuwe brochure over veranderend gedrag',
    'Onrust, achterdocht of boosheid: gedrag kan veranderen door dementie. Onze nieuwe brochure helpt u dat beter te begrijpen.',
    'De brochure legt uit waar het gedrag vandaan kan komen en geeft tips voor lastige momenten. U kunt hem gratis bestellen of downloaden.',
  ),
  story(
    'research',
    [3],
    'thee-drinken',
    'Voeding en dementie: wat weten we?',
    'Gezond eten is goed voor uw hart en ook voor uw hersenen. Maar een wondermiddel bestaat niet.',
    'Veel groente, fruit, noten en vis en weinig suiker en zout: dat is de basis. Onderzoekers zien dat mensen die zo eten iets minder vaak dementie krijgen.',
  ),
  story(
    'volunteers',
    [2],
    'handen-vasthouden',
    'Vrijwilligersprijs voor gespreksgroep mantelzorgers',
    'De vrijwilligers die de gespreksgroep voor mantelzorgers leiden, kregen dit jaar de vrijwilligersprijs.',
    "Al tien jaar komen mantelzorgers elke maand samen om ervaringen te delen. 'Hier hoef ik niets uit te leggen,' zegt een van de deelnemers.",
  ),
  story(
    'care',
    [2, 6],
    'thee-drinken',
    'Samen eten blijft belangrijk',
    'Een maaltijd is meer dan eten alleen. Het is een moment van samen zijn, ook als eten moeilijker gaat.',
    'Kies een rustig moment en een overzichtelijk bord. Laat uw naaste zoveel mogelijk zelf doen, ook als het langer duurt. Eten dat u met de hand kunt pakken, kan helpen.',
  ),
  story(
    'events',
    [5, 1],
    'wandeling-in-het-park',
    'Wandel mee met de Geheugenloop',
    'Tijdens de Geheugenloop wandelt u vijf of tien kilometer samen met anderen. Iedereen kan meedoen.',
    'Met uw inschrijving steunt u onderzoek naar dementie. Onderweg zijn er rustpunten met koffie en muziek.',
  ),
  story(
    'research',
    [3, 1],
    'samen-lezen',
    'Duizenden mensen doen mee aan online geheugenonderzoek',
    'Al meer dan vijfduizend mensen doen mee aan een onderzoek waarbij ze thuis op de computer geheugenspelletjes spelen.',
    'Door mensen jarenlang te volgen, hopen onderzoekers vroege signalen van dementie te herkennen. Iedereen vanaf 50 jaar kan zich aanmelden.',
  ),
  story(
    'care',
    [2],
    'koffie-in-het-cafe',
    'Hulp bij geldzaken en papieren',
    'Als het geheugen minder wordt, worden geldzaken lastig. Regel op tijd wie er later kan helpen.',
    'Met een levenstestament legt u vast wie beslissingen mag nemen als u dat zelf niet meer kunt. Een notaris vertelt u er graag meer over.',
  ),
  story(
    'volunteers',
    [6],
    'samen-zingen',
    'Meer jongeren kiezen voor vrijwilligerswerk bij ons',
    'Steeds meer studenten en jonge werkenden melden zich als vrijwilliger. Dat is goed nieuws.',
    'Ze helpen bij activiteiten, op sociale media of als maatje. Jongeren nemen nieuwe ideeën mee en leren zelf veel over dementie.',
  ),
  story(
    'events',
    [1],
    'samen-lezen',
    'Online lezing: omgaan met vergeetachtigheid',
    'In deze gratis online lezing vertelt een geriater over vergeetachtigheid: wanneer is het gewoon, en wanneer niet?',
    'U kunt vooraf vragen insturen. De lezing duurt een uur en is later terug te kijken.',
  ),
  story(
    'care',
    [5, 6],
    'zonsondergang-aan-zee',
    'Eropuit met dementie: tips voor een dagje weg',
    'Een dagje naar zee of naar de dierentuin kan heel waardevol zijn. Met een goede voorbereiding wordt het een mooie dag.',
    'Kies een plek die niet te druk is, plan genoeg pauzes en neem iets te drinken mee. Houd het programma kort, dan blijft er energie over voor de terugweg.',
  ),
  story(
    'research',
    [3, 4],
    'tuinieren-op-het-balkon',
    'Steeds meer mensen met dementie wonen thuis',
    'Uit nieuwe cijfers blijkt dat de meeste mensen met dementie thuis wonen. Vaak met hulp van een partner of kinderen.',
    'Dat vraagt veel van mantelzorgers. Daarom pleiten wij voor meer dagbesteding en logeeropvang dicht bij huis.',
  ),
  story(
    'volunteers',
    [6],
    'bloemen-plukken',
    'Dankjewel aan al onze vrijwilligers',
    'Tijdens de Week van de Vrijwilliger staan we stil bij iedereen die zich inzet voor mensen met dementie.',
    'Zonder vrijwilligers geen Alzheimer Cafés, geen Dementielijn en geen collecte. In het hele land zijn er kleine bedankmomenten met koffie en taart.',
  ),
  story(
    'care',
    [2],
    'thee-drinken',
    'Beter slapen als mantelzorger',
    "Veel mantelzorgers slapen slecht, bijvoorbeeld omdat hun naaste 's nachts onrustig is. Dat kost veel energie.",
    'Bespreek onrust in de nacht met de huisarts of casemanager. Soms helpen nachtopvang of een paar nachten logeeropvang, zodat u weer kunt bijkomen.',
  ),
  story(
    'events',
    [6, 1],
    'samen-zingen',
    'Koor voor mensen met dementie geeft eerste concert',
    'Het koor bestaat uit mensen met dementie en hun naasten. Na een jaar oefenen gaven ze hun eerste concert.',
    "Het publiek zong mee met liedjes van vroeger. 'Zingen geeft mijn man zoveel rust,' vertelt een van de koorleden.",
  ),
  story(
    'care',
    [4, 6],
    'tuinieren-op-het-balkon',
    'Een tuin om elkaar te ontmoeten',
    'Bij een woonzorgcentrum is een belevingstuin aangelegd waar bewoners, familie en buurtgenoten elkaar ontmoeten.',
    'Er zijn kruiden om te ruiken, een kippenhok en bankjes in de zon. Buren helpen mee met het onderhoud.',
  ),
  story(
    'care',
    [5],
    'bloemen-plukken',
    'Tips om actief te blijven met dementie',
    'Bezig blijven is goed voor lichaam en geest. Ook met dementie zijn er veel dingen die u nog kunt doen.',
    'Kies iets wat u vroeger ook leuk vond, zoals tuinieren, dansen of puzzelen. Doe het samen met anderen, dan is het extra leuk.',
  ),
];

type Template = (place: { name: string; locality: string; municipality: string }) => Omit<Story, 'category'>;

const REGIONAL_TEMPLATES: Template[] = [
  ({ locality }) => ({
    title: `Nieuw Alzheimer Café in ${locality}`,
    thematic: [6, 2],
    scene: 'koffie-in-het-cafe',
    intro: `Vanaf deze maand is er ook in ${locality} een Alzheimer Café. Iedereen die met dementie te maken heeft, is welkom.`,
    body: 'Elke derde dinsdag van de maand is er een gesprek met een deskundige, daarna koffie en een praatje. De toegang is gratis en aanmelden hoeft niet.',
  }),
  ({ locality }) => ({
    title: `Wandelgroep in ${locality} zoekt nieuwe wandelaars`,
    thematic: [5, 6],
    scene: 'wandeling-in-het-park',
    intro: `Elke week wandelt een groep mensen met en zonder dementie door ${locality}. Er is plek voor nieuwe wandelaars.`,
    body: 'De wandeling duurt ongeveer een uur, in een rustig tempo. Na afloop drinkt de groep samen koffie. Vrijwilligers lopen mee.',
  }),
  ({ name }) => ({
    title: `Vrijwilligers in regio ${name} in het zonnetje gezet`,
    thematic: [6],
    scene: 'bloemen-plukken',
    intro: `Tijdens een gezellige middag bedankte regio ${name} de vrijwilligers voor hun inzet.`,
    body: 'Er waren bloemen, muziek en mooie verhalen. Sommige vrijwilligers zetten zich al meer dan vijftien jaar in voor mensen met dementie in de regio.',
  }),
  ({ locality }) => ({
    title: `Muziekmiddag voor mensen met dementie in ${locality}`,
    thematic: [6, 1],
    scene: 'samen-zingen',
    intro: `In ${locality} is binnenkort een muziekmiddag voor mensen met dementie en hun naasten.`,
    body: 'Een kleine band speelt bekende liedjes van vroeger. U mag meezingen, dansen of gewoon genieten. Er is koffie, thee en iets lekkers.',
  }),
  ({ name, locality }) => ({
    title: `Regio ${name} opent inloopspreekuur voor mantelzorgers`,
    thematic: [2],
    scene: 'thee-drinken',
    intro: `Mantelzorgers in regio ${name} kunnen voortaan zonder afspraak binnenlopen met hun vragen.`,
    body: `Het spreekuur is elke woensdagochtend in ${locality}. Een ervaren vrijwilliger luistert en denkt met u mee over hulp en ondersteuning.`,
  }),
  ({ municipality }) => ({
    title: `${municipality} op weg naar een dementievriendelijke gemeente`,
    thematic: [6, 4],
    scene: 'handen-vasthouden',
    intro: `Winkels, de bibliotheek en de buurtbus in ${municipality} leren hoe ze mensen met dementie goed kunnen helpen.`,
    body: 'Medewerkers volgen een korte training. Zo zien ze sneller wanneer iemand in de war is en weten ze hoe ze rustig kunnen helpen.',
  }),
  ({ name, locality }) => ({
    title: `Lezing over veranderend gedrag in ${locality}`,
    thematic: [1, 2],
    scene: 'samen-lezen',
    intro: `Regio ${name} organiseert een lezing over veranderend gedrag bij dementie.`,
    body: 'Een psycholoog vertelt waarom gedrag kan veranderen en wat u dan kunt doen. Er is volop ruimte voor vragen.',
  }),
  ({ locality }) => ({
    title: `Fietsen op de duofiets in ${locality}`,
    thematic: [5],
    scene: 'fietstocht',
    intro: `In ${locality} kunnen mensen met dementie samen met een vrijwilliger een tocht maken op de duofiets.`,
    body: 'Zo komt u weer buiten en ziet u de omgeving. De vrijwilligers kiezen rustige routes met een stop voor koffie onderweg.',
  }),
];

// Region node ids and aliases follow regions.ts: nid 100 + index, alias /regios/<slug>.
const REGIONAL: Story[] = Array.from({ length: 24 }, (_, n) => {
  // Stepping by 7 (coprime with the number of regions) spreads the stories over the country.
  const index = (n * 7) % REGIONS.length;
  const [name, locality, , , municipalities] = REGIONS[index]!;
  const municipality = municipalities[1] ?? locality;
  const template = REGIONAL_TEMPLATES[n % REGIONAL_TEMPLATES.length]!;
  return {
    ...template({ name, locality, municipality }),
    category: 'regional',
    region: { id: 100 + index, title: `Regio ${name}`, path: `/regios/${slugify(name)}` },
  };
});

// One region with more than a page of its own news, so the regional overview's search and
// pager have something to show (spec 1 §2.7). They are the oldest items, after all the others.
const BUSY_REGION = REGIONS.findIndex(([name]) => name === 'Utrecht');
const BUSY_REGION_STORIES: Story[] = (() => {
  const [name, , , , municipalities] = REGIONS[BUSY_REGION]!;
  const region = { id: 100 + BUSY_REGION, title: `Regio ${name}`, path: `/regios/${slugify(name)}` };
  const seen = new Set(REGIONAL.map((story) => story.title));
  return municipalities
    .flatMap((place) => REGIONAL_TEMPLATES.map((template) => template({ name, locality: place, municipality: place })))
    .filter((story) => !seen.has(story.title) && seen.add(story.title))
    .slice(0, 12)
    .map((story) => ({ ...story, category: 'regional' as const, region }));
})();

/** National and regional stories mixed, newest first. */
const STORIES: Story[] = NATIONAL.flatMap((national, i) => {
  const regional = REGIONAL.filter((_, r) => Math.floor((r * NATIONAL.length) / REGIONAL.length) === i);
  return [national, ...regional];
});

// A few items stay off the home page's latest-news block (spec 1 §5, HideFromHomepage).
const HIDDEN_FROM_HOMEPAGE = new Set([2, 9, 17, 30]);

const FIRST_NID = 1001;

function newsNode(item: Story, index: number): NodeRow {
  // About twelve days apart: two years of news, the first one the newest.
  const age = 2 + index * 12;
  const [whatTitle, contextTitle, contextText] = CONTEXT[item.category];
  const blocks: Block[] = [
    textBlock(whatTitle, item.body),
    textBlock(contextTitle, contextText),
    textBlock(
      'Meer weten?',
      'Heeft u vragen na het lezen van dit bericht? Bel de Dementielijn of kijk op onze website.',
    ),
  ];
  return buildNode({
    nid: FIRST_NID + index,
    type: 'news',
    title: item.title,
    alias: `/nieuws/${slugify(item.title)}`,
    age,
    intro: [item.intro],
    blocks,
    publicationDate: daysBefore(age),
    fields: {
      field_news_category: CATEGORIES[item.category],
      field_regio: item.region ?? null,
      field_header_image: seedImage(item.scene, 'news', ALT[item.scene]),
      // Overviews show news as cards in the card crops of spec 1 §9 (380x235 and up).
      field_card_image: seedImage(item.scene, 'card', ALT[item.scene]),
      field_hide_from_homepage: HIDDEN_FROM_HOMEPAGE.has(index),
      field_thematic: themes(...item.thematic),
    },
  });
}

const newsOverview = () =>
  buildNode({
    nid: 1000,
    type: 'news_overview',
    title: 'Nieuws over dementie en onderzoek',
    alias: '/onderzoek/nieuws',
    age: 400,
    intro: ['Hier leest u het laatste nieuws: over onderzoek, zorg, vrijwilligers en wat er in de regio gebeurt.'],
  });

/** One example of every block kind of this group, for the "all blocks" page. */
export const examples = (): Block[] => [
  { type: 'paragraph--latest_news', field_title: 'Laatste nieuws', field_category_id: null },
];

/** The pages this group adds to the site. */
export const nodes = (): NodeRow[] => [newsOverview(), ...[...STORIES, ...BUSY_REGION_STORIES].map(newsNode)];
