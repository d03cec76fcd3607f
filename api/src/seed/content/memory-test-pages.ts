import { buildNode } from '../build-node';
import { expandableBlock, textBlock } from '../paragraphs';

// The two tests and their result page (spec 1 §2.11). The site says how many questions a test
// has and how long it takes, so the intros do not. Answer options are listed from the lowest
// score up: 0 to 4 for oneself, 1 to 5 for someone else (spec 1 §5).

const afterTheTest = expandableBlock(
  'Wat doe ik met de uitslag?',
  'De test is geen diagnose. Alleen een arts kan zeggen of er sprake is van dementie.',
  'Neem de uitslag mee naar de huisarts als u zich zorgen maakt.',
);

const questionsForMyself = [
  'Hoe vaak komt u niet op de naam van iemand die u goed kent?',
  'Hoe vaak weet u niet meer waar u uw sleutels of bril heeft neergelegd?',
  'Hoe vaak vergeet u een afspraak die u had gemaakt?',
  'Hoe vaak weet u niet meer waar een gesprek van gisteren over ging?',
  'Hoe vaak zoekt u naar een woord dat u normaal gewoon weet?',
  'Hoe vaak raakt u de draad kwijt bij een programma op tv?',
  'Hoe vaak twijfelt u welke dag van de week het is?',
  'Hoe vaak weet u niet meer of u een rekening al heeft betaald?',
  'Hoe vaak raakt u de weg kwijt op een plek die u goed kent?',
  'Hoe vaak hoort u dat u een vraag al eerder heeft gesteld?',
  'Hoe vaak vindt u het moeilijk om uw dag te plannen?',
  'Hoe vaak slaat u een stap over bij een recept dat u goed kent?',
  'Hoe vaak weet u een nieuwtje van een paar dagen geleden niet meer?',
  'Hoe vaak loopt u een kamer in en weet u niet meer wat u daar wilde doen?',
  'Hoe vaak komt u thuis zonder het ding waarvoor u naar de winkel ging?',
  'Hoe vaak vergeet u uw medicijnen in te nemen?',
  'Hoe vaak vergeet u een boodschap door te geven die u voor een ander kreeg?',
  'Hoe vaak kunt u een verhaal in een boek of krant moeilijk volgen?',
  'Hoe vaak vergeet u het gas, de kraan of een lamp uit te doen?',
  'Hoe vaak vindt u rekenen met geld lastig, bijvoorbeeld bij het afrekenen?',
  'Hoe vaak vergeet u de verjaardag van iemand die dicht bij u staat?',
  'Hoe vaak raakt u in de war als er veel tegelijk gebeurt?',
  'Hoe vaak weet u niet meer hoe een vertrouwd apparaat werkt, zoals de wasmachine?',
  'Hoe vaak kost het u moeite om iets nieuws te leren, zoals een andere route?',
  'Hoe vaak merkt u dat anderen zich zorgen maken over uw geheugen?',
];

const questionsForOthers = [
  'Hoe lukt het de ander nu om te onthouden wat er deze week is gebeurd?',
  'Hoe lukt het de ander nu om de weg te vinden in een bekende buurt?',
  'Hoe lukt het de ander nu om met geld om te gaan, zoals betalen in een winkel?',
  'Hoe lukt het de ander nu om een nieuw apparaat te leren gebruiken?',
  'Hoe lukt het de ander nu om een gesprek met meer mensen te volgen?',
  'Hoe lukt het de ander nu om afspraken zelf na te komen?',
  'Hoe lukt het de ander nu om een vertrouwde maaltijd klaar te maken?',
  'Hoe lukt het de ander nu om te weten welke dag het is?',
  'Hoe lukt het de ander nu om medicijnen op tijd in te nemen?',
  'Hoe lukt het de ander nu om namen van familie en vrienden te onthouden?',
  'Hoe lukt het de ander nu om een hobby bij te houden, zoals puzzelen of tuinieren?',
  'Hoe lukt het de ander nu om een uitje of een reis te plannen?',
  'Hoe lukt het de ander nu om uit zichzelf iets te ondernemen?',
  'Hoe lukt het de ander nu om spullen in huis terug te vinden?',
  'Hoe lukt het de ander nu om in te schatten hoe laat het is?',
  'Hoe lukt het de ander nu om het nieuws te begrijpen?',
];

const brochureForMyself = { title: 'Brochure: Vergeetachtig, of meer?', uri: '/geheugentest/brochure-geheugen' };
const brochureForOthers = {
  title: 'Brochure: Zorgen om het geheugen van een ander',
  uri: '/geheugentest/brochure-zorgen-om-een-ander',
};

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
      'Kies bij elke vraag hoe vaak het u overkomt.',
    ],
    blocks: [
      textBlock('Zo werkt het', 'Lees elke vraag rustig. Kies het antwoord dat het best bij u past.'),
      afterTheTest,
    ],
    fields: {
      field_question_list_title: 'Vragen over uw geheugen',
      field_questions: questionsForMyself,
      field_answer_options: ['Nooit', 'Zelden', 'Soms', 'Vaak', 'Heel vaak'],
      field_age_position: 5,
      field_age_question: 'Hoe oud bent u?',
    },
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
      'Denk bij elke vraag aan hoe het nu gaat, vergeleken met een paar jaar geleden.',
    ],
    blocks: [
      textBlock('Zo werkt het', 'Beantwoord de vragen over de ander. Er zijn geen goede of foute antwoorden.'),
      afterTheTest,
    ],
    fields: {
      field_question_list_title: 'Vragen over degene om wie u zich zorgen maakt',
      field_questions: questionsForOthers,
      field_answer_options: [
        'Veel beter',
        'Een beetje beter',
        'Niet veranderd',
        'Een beetje slechter',
        'Veel slechter',
      ],
      field_age_position: 4,
      field_age_question: 'Hoe oud is degene om wie u zich zorgen maakt?',
    },
  }),
  buildNode({
    nid: 42,
    type: 'memory_test_result_page',
    title: 'Uw uitslag',
    alias: '/geheugentest/uitslag',
    age: 280,
    edited: 50,
    intro: [
      'Hieronder leest u wat uw antwoorden kunnen betekenen.',
      'Deze uitslag is geen diagnose. U kunt hem printen en meenemen naar uw huisarts.',
    ],
    fields: {
      // Without a score the page has nothing to show, so site search does not offer it.
      field_hide_in_search: true,
      field_subtitle_for_myself: 'Geheugentest voor uzelf',
      field_subtitle_for_others: 'Geheugentest voor een ander',
      field_brochure_for_myself: brochureForMyself,
      field_brochure_for_others: brochureForOthers,
    },
  }),
  buildNode({
    nid: 43,
    type: 'content_page',
    title: brochureForMyself.title,
    alias: brochureForMyself.uri,
    age: 280,
    intro: [
      'Vergeet u vaker iets dan vroeger? In deze brochure leest u wat daarachter kan zitten.',
      'De brochure is gratis.',
    ],
    blocks: [
      textBlock(
        'Wat staat erin?',
        'Het verschil tussen gewone vergeetachtigheid en klachten die aandacht vragen.',
        'Andere oorzaken van geheugenklachten, zoals stress, slecht slapen of medicijnen.',
        'Hoe u een gesprek met uw huisarts voorbereidt.',
      ),
    ],
  }),
  buildNode({
    nid: 44,
    type: 'content_page',
    title: brochureForOthers.title,
    alias: brochureForOthers.uri,
    age: 280,
    intro: [
      'Maakt u zich zorgen om het geheugen van uw partner, een ouder of een vriend? Deze brochure helpt u verder.',
      'De brochure is gratis.',
    ],
    blocks: [
      textBlock(
        'Wat staat erin?',
        'Signalen die kunnen wijzen op problemen met het geheugen.',
        'Hoe u uw zorgen rustig ter sprake brengt.',
        'Wat de huisarts kan doen, en waar u zelf steun vindt.',
      ),
    ],
  }),
];
