import { buildNode } from '../build-node';
import { expandableBlock, linkListBlock, memoryTestBlock, quoteBlock, textBlock } from '../paragraphs';

const overview = { nid: 10, title: 'Over dementie', alias: '/dementie' };

export const dementiaPages = () => [
  buildNode({
    ...overview,
    type: 'content_page',
    age: 380,
    edited: 300,
    intro: [
      'Dementie is een ziekte van de hersenen. Het verandert het leven van mensen, stap voor stap.',
      'Hier vindt u uitleg over dementie, over de vormen ervan en over leven met dementie.',
    ],
    blocks: [
      linkListBlock('Lees meer', [
        ['Wat is dementie?', '/dementie/wat-is-dementie'],
        ['Vormen van dementie', '/dementie/vormen-van-dementie'],
        ['Leven met dementie', '/dementie/leven-met-dementie'],
      ]),
      memoryTestBlock(
        'Maakt u zich zorgen over uw geheugen?',
        'Met onze geheugentest krijgt u in een paar minuten een eerste beeld.',
      ),
    ],
  }),
  buildNode({
    nid: 11,
    type: 'content_page',
    title: 'Wat is dementie?',
    alias: '/dementie/wat-is-dementie',
    parent: overview,
    age: 370,
    edited: 200,
    intro: [
      'Dementie is de naam voor een groep ziekten van de hersenen. Bij dementie gaan hersencellen langzaam kapot.',
      'Daardoor wordt onthouden, denken en plannen steeds moeilijker.',
    ],
    blocks: [
      textBlock(
        'Meer dan vergeetachtig',
        'Iedereen vergeet wel eens iets. Bij dementie gaat het verder. Iemand vergeet niet alleen een afspraak, maar ook dat die afspraak er was.',
        'Ook het karakter kan veranderen. Iemand kan sneller boos, bang of stil worden.',
      ),
      expandableBlock(
        'Wat zijn de eerste tekenen?',
        'Vaak gaat het om kleine dingen. Iemand vraagt steeds hetzelfde. Of raakt de weg kwijt op een bekende plek.',
        'Ook moeite met geld, met de klok of met een gesprek volgen kan een teken zijn.',
      ),
      expandableBlock(
        'Is dementie erfelijk?',
        'Meestal niet. Alleen bij een kleine groep mensen speelt erfelijkheid een grote rol. Twijfelt u? Praat erover met uw huisarts.',
      ),
      expandableBlock(
        'Kan dementie genezen?',
        'Nee, dementie is nog niet te genezen. Wel is er veel mogelijk om goed te leven met dementie. Hulp en steun maken echt verschil.',
      ),
      quoteBlock('Ik vergeet veel, maar ik weet nog goed wie ik ben.', 'Jan, 71 jaar'),
      memoryTestBlock(
        'Twijfelt u?',
        'Doe de geheugentest. Daarna weet u beter of een bezoek aan de huisarts verstandig is.',
      ),
    ],
  }),
  buildNode({
    nid: 12,
    type: 'content_page',
    title: 'Vormen van dementie',
    alias: '/dementie/vormen-van-dementie',
    parent: overview,
    age: 360,
    edited: 120,
    intro: ['Er zijn veel vormen van dementie. De bekendste is de ziekte van Alzheimer.'],
    blocks: [
      expandableBlock(
        'De ziekte van Alzheimer',
        'Dit is de meest voorkomende vorm. Vaak begint het met problemen met het geheugen voor nieuwe dingen.',
      ),
      expandableBlock(
        'Vasculaire dementie',
        'Hierbij is de bloedtoevoer in de hersenen verstoord. Klachten kunnen plotseling erger worden en daarna een tijd gelijk blijven.',
      ),
      expandableBlock(
        'Frontotemporale dementie',
        'Deze vorm begint vaak op jongere leeftijd. Gedrag en taal veranderen meestal eerder dan het geheugen.',
      ),
      expandableBlock(
        'Lewy body dementie',
        'Mensen zien soms dingen die er niet zijn. Ook bewegen kan stijver en trager worden.',
      ),
    ],
  }),
  buildNode({
    nid: 13,
    type: 'content_page',
    title: 'Leven met dementie',
    alias: '/dementie/leven-met-dementie',
    parent: overview,
    age: 350,
    edited: 90,
    intro: ['Met dementie kunt u nog veel. Het vraagt wel om aanpassingen, voor u en voor de mensen om u heen.'],
    blocks: [
      textBlock(
        'Houd vast aan wat u fijn vindt',
        'Wandelen, zingen, tuinieren of koffie drinken met een vriend. Wat u graag doet, geeft houvast en plezier.',
        'Doe het in uw eigen tempo. Het is goed om hulp te vragen.',
      ),
      textBlock(
        'Maak het uzelf makkelijk',
        'Een grote kalender, briefjes op vaste plekken en een vast ritme helpen veel mensen.',
      ),
      quoteBlock('We lachen nog steeds samen. Dat is niet veranderd.', 'Ria, dochter van Kees'),
    ],
  }),
];
