import { buildNode } from '../build-node';
import { expandableBlock, textBlock } from '../paragraphs';

// Sign-up, thank-you and campaign pages: the pre-footer is hidden on most of them (spec 1 §2.3).
export const campaignPages = () => [
  buildNode({
    nid: 50,
    type: 'content_page',
    title: 'Bedankt voor uw aanmelding',
    alias: '/nieuwsbrief-bedankt',
    age: 290,
    edited: 20,
    intro: ['Fijn dat u zich heeft aangemeld voor onze nieuwsbrief. De eerste ontvangt u binnen een maand.'],
    blocks: [textBlock('Geen mail gekregen?', 'Kijk even in uw map met ongewenste mail. Soms komt hij daar terecht.')],
  }),
  buildNode({
    nid: 51,
    type: 'content_page',
    title: 'Training: houd je brein gezond',
    alias: '/training-houd-je-brein-gezond',
    age: 260,
    edited: 15,
    intro: [
      'Wat goed is voor uw hart, is ook goed voor uw hersenen. In deze gratis online training leert u hoe u uw brein gezond houdt.',
    ],
    blocks: [
      textBlock(
        'Wat leert u?',
        'Over bewegen, gezond eten, goed slapen en contact met anderen. Elke les duurt ongeveer tien minuten.',
      ),
    ],
  }),
  buildNode({
    nid: 52,
    type: 'content_page',
    title: 'Nieuwsbrief voor bedrijven',
    alias: '/zakelijk/nieuwsbrief-aanmelden',
    age: 250,
    edited: 10,
    intro: [
      'Wilt u als werkgever of ondernemer iets doen voor mensen met dementie? Meld u aan voor onze zakelijke nieuwsbrief.',
    ],
  }),
  buildNode({
    nid: 53,
    type: 'content_page',
    title: 'Gedichten per mail',
    alias: '/gedichten-nieuwsbrief',
    age: 240,
    edited: 10,
    intro: ['Elke maand een gedicht over herinneren, liefde en afscheid. Om te lezen, voor te lezen of te delen.'],
  }),
  buildNode({
    nid: 54,
    type: 'content_page',
    title: 'Nieuwsbrieven van het onderzoek ABOARD',
    alias: '/onderzoek/projecten/aboard/nieuwsbrieven',
    age: 230,
    edited: 30,
    intro: ['ABOARD is een groot onderzoek naar dementie. Hier leest u de nieuwsbrieven over de voortgang.'],
  }),
  buildNode({
    nid: 55,
    type: 'content_page',
    title: 'Collecteren',
    alias: '/collecte',
    age: 220,
    edited: 25,
    intro: ['Een week per jaar gaan duizenden collectanten langs de deuren. Loopt u ook een rondje mee?'],
    blocks: [
      expandableBlock(
        'Hoeveel tijd kost het?',
        'Meestal een of twee uur, in de collecteweek. U loopt in uw eigen straat of buurt.',
      ),
    ],
  }),
  buildNode({
    nid: 56,
    type: 'content_page',
    title: 'Aanmelden voor de ScienceFlash',
    alias: '/aanmelden-scienceflash',
    age: 210,
    edited: 5,
    intro: ['Nieuws uit het onderzoek naar dementie, in gewone woorden. Een paar keer per jaar in uw mailbox.'],
  }),
  buildNode({
    nid: 57,
    type: 'content_page',
    title: 'Gedragsregels',
    alias: '/gedragsregels',
    age: 590,
    edited: 240,
    intro: ['Op onze website en in onze groepen gaan we vriendelijk met elkaar om. Dat spreken we samen af.'],
    blocks: [
      textBlock(
        'Zo doen we dat',
        'Wees aardig, ook als u het niet eens bent. Deel geen persoonlijke gegevens van een ander.',
        'Berichten die kwetsen of reclame maken, halen wij weg.',
      ),
    ],
  }),
  // The thank-you pages after an application (spec 1 §2.1).
  buildNode({
    nid: 58,
    type: 'content_page',
    title: 'Bedankt voor uw aanmelding als vrijwilliger',
    alias: '/vrijwilligerswerk/bedankt-voor-je-sollicitatie',
    age: 200,
    edited: 10,
    intro: ['Wat fijn dat u vrijwilliger wilt worden. We hebben uw aanmelding goed ontvangen.'],
    blocks: [
      textBlock(
        'Hoe gaat het verder?',
        'Binnen twee weken neemt iemand uit de regio contact met u op. Samen kijkt u of het werk bij u past.',
      ),
    ],
  }),
  buildNode({
    nid: 59,
    type: 'content_page',
    title: 'Bedankt voor uw sollicitatie',
    alias: '/over-ons/werken-bij-alzheimer-nederland/bedankt-voor-je-sollicitatie',
    age: 200,
    edited: 10,
    intro: ['Dank u wel voor uw sollicitatie. We hebben uw brief en cv goed ontvangen.'],
    blocks: [textBlock('Hoe gaat het verder?', 'We lezen alle brieven zorgvuldig. Binnen drie weken hoort u van ons.')],
  }),
];
