import type { DraftRaw } from './lexical-to-draft';

/** Draft-style content with paragraphs, a heading, a list, bold and a link (spec 2 §3). */
export const SAMPLE_DRAFT: DraftRaw = {
  blocks: [
    {
      key: 'a1',
      text: 'Over dementie',
      type: 'header-two',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
    {
      key: 'a2',
      text: 'Dementie is een verzamelnaam. Lees meer op onze site.',
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [{ offset: 0, length: 8, style: 'BOLD' }],
      entityRanges: [{ offset: 43, length: 9, key: 0 }],
      data: {},
    },
    {
      key: 'a3',
      text: 'Vergeetachtigheid',
      type: 'unordered-list-item',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
    {
      key: 'a4',
      text: 'Moeite met taal',
      type: 'unordered-list-item',
      depth: 0,
      inlineStyleRanges: [{ offset: 7, length: 8, style: 'BOLD' }],
      entityRanges: [],
      data: {},
    },
    {
      key: 'a5',
      text: 'Bel de Dementielijn.',
      type: 'unstyled',
      depth: 0,
      inlineStyleRanges: [],
      entityRanges: [],
      data: {},
    },
  ],
  entityMap: {
    '0': {
      type: 'LINK',
      mutability: 'MUTABLE',
      data: { url: 'https://www.alzheimer-nederland.nl/dementie', title: '', targetOption: '_blank' },
    },
  },
};
