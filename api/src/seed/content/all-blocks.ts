import { buildNode } from '../build-node';
import { expandableBlock, linkListBlock, memoryTestBlock, quoteBlock, textBlock, videoBlock } from '../paragraphs';
import * as grids from './showcase/grids';
import * as linked from './showcase/linked';
import * as media from './showcase/media';
import * as news from './showcase/news';
import * as pages from './showcase/pages';
import * as uiKit from './showcase/ui-kit';

const groups = [uiKit, news, pages, grids, media, linked];

/** The pages each block group adds. */
export const showcaseNodes = () => groups.flatMap((group) => group.nodes());

/**
 * One page with an example of every block kind the site knows (spec 1 §2.4). A
 * showcase for the people who build the site, not a page for visitors: site search leaves it
 * out (spec 1 §3 field_hide_in_search) and search engines are asked not to index it.
 */
export const allBlocksPage = () =>
  buildNode({
    nid: 60,
    type: 'content_page',
    title: 'Alle blokken',
    alias: '/alle-blokken',
    age: 30,
    noIndex: true,
    fields: { field_hide_in_search: true },
    intro: [
      'Op deze pagina staat van elk soort blok één voorbeeld. Zo ziet u hoe de bouwstenen van de website eruitzien.',
    ],
    blocks: [
      textBlock('Tekst met titel', 'Een gewone alinea met een titel erboven.'),
      quoteBlock('Samen lachen helpt, ook op moeilijke dagen.', 'Joke, dochter van Wim'),
      linkListBlock('Lijst met links', [
        ['Wat is dementie?', '/dementie/wat-is-dementie'],
        ['Mantelzorg', '/mantelzorg'],
      ]),
      expandableBlock('Uitklapblok', 'Deze tekst ziet u pas als u het blok openklapt.'),
      memoryTestBlock('Doe de geheugentest', 'Twijfelt u over uw geheugen? De test duurt ongeveer vijf minuten.'),
      videoBlock('Een dag in het Alzheimer Café', 'youtube', 'alzcafe01'),
      ...groups.flatMap((group) => group.examples()),
    ],
  });
