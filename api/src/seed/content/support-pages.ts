import { buildNode } from '../build-node';
import { expandableBlock, linkListBlock, newsletterFormBlock, quoteBlock, textBlock, videoBlock } from '../paragraphs';

const helpMee = { nid: 15, title: 'Help mee', alias: '/help-mee' };

export const supportPages = () => [
  buildNode({
    nid: 14,
    type: 'content_page',
    title: 'Zorgen voor iemand met dementie',
    alias: '/mantelzorg',
    age: 340,
    edited: 60,
    intro: ['Zorgt u voor uw partner, ouder of vriend met dementie? Dan doet u veel. Vergeet daarbij uzelf niet.'],
    blocks: [
      textBlock(
        'Vraag op tijd om hulp',
        'Mantelzorg kan zwaar zijn. Veel mantelzorgers wachten te lang met hulp vragen.',
        'Praat met familie, buren of de huisarts. Samen lukt meer dan alleen.',
      ),
      expandableBlock(
        'Wat is een casemanager dementie?',
        'Een casemanager is een vaste hulpverlener. Hij of zij denkt met u mee en helpt u de juiste zorg te vinden.',
      ),
      expandableBlock(
        'Waar kan ik even op adem komen?',
        'Dagbesteding en logeeropvang geven u rust. Ook een vrijwilliger kan een middag bij uw naaste zijn.',
      ),
      videoBlock('Drie mantelzorgers vertellen', 'youtube', 'mantelzorg01'),
      quoteBlock('Hulp vragen voelde eerst als falen. Nu weet ik dat het juist sterk is.', 'Ahmed, zoon van Fatima'),
      linkListBlock('Meer hulp', [
        ['Vind uw regio', '/regios'],
        ['Wat is dementie?', '/dementie/wat-is-dementie'],
      ]),
    ],
  }),
  buildNode({
    ...helpMee,
    type: 'content_page',
    age: 330,
    edited: 100,
    intro: ['Er zijn veel manieren om mensen met dementie en hun naasten te steunen.'],
    blocks: [
      textBlock('Geef uw tijd', 'Word vrijwilliger bij u in de buurt. Al een paar uur per maand helpt.'),
      textBlock('Geef geld', 'Met een gift steunt u voorlichting, lotgenotencontact en onderzoek.'),
      linkListBlock('Zo helpt u mee', [
        ['Steun met uw tijd', '/help-mee/steun-met-tijd'],
        ['Doneren', '/doneren'],
      ]),
    ],
  }),
  buildNode({
    nid: 16,
    type: 'content_page',
    title: 'Steun met uw tijd',
    alias: '/help-mee/steun-met-tijd',
    parent: helpMee,
    age: 320,
    edited: 40,
    intro: ['Vrijwilligers zijn het hart van ons werk. Misschien past een van onze taken bij u.'],
    blocks: [
      textBlock(
        'Wat kunt u doen?',
        'U kunt gastvrouw of gastheer zijn in een Alzheimer Café. U kunt wandelen met iemand met dementie. Of u helpt achter de schermen.',
      ),
      textBlock('Wat krijgt u ervoor terug?', 'Warme contacten, een goede begeleiding en een training als u begint.'),
      quoteBlock('Elke dinsdag wandel ik met Piet. We praten over vroeger en over de vogels.', 'Els, vrijwilliger'),
      linkListBlock('Bij u in de buurt', [
        ['Activiteiten en vrijwilligerswerk bij u in de buurt', '/activiteiten-en-vrijwilligerswerk-in-de-buurt'],
      ]),
    ],
  }),
  buildNode({
    nid: 17,
    type: 'content_page',
    title: 'Doneren',
    alias: '/doneren',
    // The donation page itself has no use for the "donate" pre-footer.
    hidePreFooter: true,
    age: 310,
    edited: 30,
    intro: ['Met uw gift helpt u mensen met dementie en hun naasten. Elk bedrag is welkom.'],
    blocks: [
      textBlock(
        'Waar gaat uw geld naartoe?',
        'Naar een luisterend oor aan de telefoon, naar Alzheimer Cafés in het hele land en naar onderzoek.',
      ),
      expandableBlock(
        'Kan ik mijn gift aftrekken van de belasting?',
        'Ja, onder voorwaarden. Vraag het na bij de Belastingdienst of bij uw adviseur.',
      ),
    ],
  }),
  buildNode({
    nid: 18,
    type: 'content_page',
    title: 'Nieuwsbrief',
    alias: '/nieuwsbrief',
    age: 300,
    edited: 20,
    intro: ['Blijf op de hoogte. Eens per maand sturen wij u nieuws, tips en verhalen.'],
    blocks: [
      // The sign-up itself: no provider ids, so the site's own form.
      newsletterFormBlock('Meld u aan voor de nieuwsbrief'),
      textBlock(
        'Wat leest u in de nieuwsbrief?',
        'Praktische tips, activiteiten bij u in de buurt en verhalen van anderen.',
      ),
      textBlock('Afmelden', 'U kunt zich altijd afmelden. Onder elke nieuwsbrief staat een link.'),
    ],
  }),
  buildNode({
    nid: 19,
    type: 'content_page',
    title: 'Over ons',
    alias: '/over-ons',
    age: 500,
    edited: 150,
    intro: ['Wij zijn er voor iedereen die met dementie te maken heeft. In het hele land, dicht bij huis.'],
    blocks: [
      textBlock(
        'Wat wij doen',
        'Wij geven voorlichting, organiseren ontmoetingen en komen op voor de belangen van mensen met dementie.',
        'Dat doen wij met een kleine groep medewerkers en duizenden vrijwilligers.',
      ),
      textBlock('Onze regio’s', 'In 48 regio’s werken vrijwilligers aan activiteiten bij u in de buurt.'),
    ],
  }),
];
