import { buildNode } from '../build-node';
import { linkListBlock, memoryTestBlock, quoteBlock, textBlock } from '../paragraphs';

/** The home page; a function, as its dates follow the seed's reference day. */
export const homePage = () =>
  buildNode({
    nid: 1,
    type: 'homepage',
    title: 'Samen sterk bij dementie',
    alias: '/',
    age: 400,
    edited: 395,
    intro: [
      'Dementie raakt veel mensen. Degene die het krijgt, maar ook de mensen om hem of haar heen.',
      'Wij helpen u met duidelijke informatie, een luisterend oor en activiteiten bij u in de buurt.',
    ],
    blocks: [
      textBlock(
        'U staat er niet alleen voor',
        'Merkt u dat uw geheugen minder wordt? Of maakt u zich zorgen om iemand die u liefhebt? Dat is spannend.',
        'Op deze website leest u wat dementie is en wat u kunt doen. Neem rustig de tijd. U kunt altijd later verder lezen.',
      ),
      memoryTestBlock(
        'Doe de geheugentest',
        'Twijfelt u over uw geheugen of dat van een ander? De test duurt ongeveer vijf minuten. Daarna weet u beter of een gesprek met de huisarts verstandig is.',
      ),
      linkListBlock('Snel naar', [
        ['Wat is dementie?', '/dementie/wat-is-dementie'],
        ['Zorgen voor iemand met dementie', '/mantelzorg'],
        ['Activiteiten in uw regio', '/regios'],
        ['Vrijwilligerswerk', '/help-mee/steun-met-tijd'],
      ]),
      quoteBlock(
        'In het Alzheimer Café merkte ik dat anderen hetzelfde meemaken. Dat gaf mij rust.',
        'Marga, partner van Henk',
      ),
      textBlock(
        'Help mee',
        'Ons werk kan alleen dankzij donateurs en vrijwilligers. Met een gift of een paar uur per maand maakt u echt verschil.',
      ),
    ],
  });
