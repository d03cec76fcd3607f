import { buildNode } from '../build-node';
import { expandableBlock, textBlock } from '../paragraphs';

const afterTheTest = expandableBlock(
  'Wat doe ik met de uitslag?',
  'De test is geen diagnose. Alleen een arts kan zeggen of er sprake is van dementie.',
  'Neem de uitslag mee naar de huisarts als u zich zorgen maakt.',
);

export const memoryTestPages = () => [
  buildNode({
    nid: 40,
    type: 'content_page',
    title: 'Geheugentest voor uzelf',
    alias: '/geheugentest/zelf',
    age: 280,
    edited: 50,
    intro: [
      'Merkt u dat u vaker dingen vergeet? Met deze test krijgt u een eerste beeld van uw geheugen.',
      'De test heeft 25 vragen en duurt ongeveer vijf minuten. Uw antwoorden blijven op uw eigen apparaat.',
    ],
    blocks: [
      textBlock('Zo werkt het', 'Lees elke vraag rustig. Kies het antwoord dat het best bij u past.'),
      afterTheTest,
    ],
  }),
  buildNode({
    nid: 41,
    type: 'content_page',
    title: 'Geheugentest voor een ander',
    alias: '/geheugentest/ander',
    age: 280,
    edited: 50,
    intro: [
      'Maakt u zich zorgen om het geheugen van iemand die u goed kent? Deze test helpt u om uw zorgen op een rij te zetten.',
      'De test heeft 16 vragen. Denk bij elke vraag aan hoe het nu gaat, vergeleken met een paar jaar geleden.',
    ],
    blocks: [
      textBlock('Zo werkt het', 'Beantwoord de vragen over de ander. Er zijn geen goede of foute antwoorden.'),
      afterTheTest,
    ],
  }),
];
