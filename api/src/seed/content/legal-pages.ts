import { buildNode } from '../build-node';
import { expandableBlock, textBlock } from '../paragraphs';

export const legalPages = () => [
  buildNode({
    nid: 20,
    type: 'content_page',
    title: 'Privacyverklaring',
    alias: '/privacy',
    age: 600,
    edited: 250,
    intro: ['Wij gaan zorgvuldig om met uw gegevens. Hier leest u welke gegevens wij bewaren en waarom.'],
    blocks: [
      textBlock(
        'Welke gegevens bewaren wij?',
        'Alleen wat nodig is. Bijvoorbeeld uw naam en e-mailadres als u zich aanmeldt voor de nieuwsbrief.',
      ),
      textBlock('Hoe lang bewaren wij ze?', 'Niet langer dan nodig. Daarna verwijderen wij uw gegevens.'),
      expandableBlock(
        'Uw rechten',
        'U mag uw gegevens inzien, laten aanpassen of laten verwijderen. Neem daarvoor contact met ons op.',
      ),
    ],
  }),
  buildNode({
    nid: 21,
    type: 'content_page',
    title: 'Cookieverklaring',
    alias: '/cookies',
    age: 600,
    edited: 250,
    intro: ['Deze website gebruikt cookies. Sommige zijn nodig, andere alleen als u daar toestemming voor geeft.'],
    blocks: [
      textBlock('Noodzakelijke cookies', 'Deze cookies zorgen dat de website goed werkt. Ze volgen u niet.'),
      textBlock(
        'Marketingcookies',
        'Deze cookies plaatsen wij alleen als u ja zegt. U kunt uw keuze altijd aanpassen.',
      ),
    ],
  }),
  buildNode({
    nid: 22,
    type: 'content_page',
    title: 'Disclaimer',
    alias: '/disclaimer',
    age: 600,
    edited: 250,
    intro: ['Wij doen ons best om de informatie op deze website juist te houden.'],
    blocks: [
      textBlock(
        'Geen medisch advies',
        'De informatie op deze website vervangt geen gesprek met een arts. Heeft u vragen over uw gezondheid? Neem contact op met uw huisarts.',
      ),
    ],
  }),
];
