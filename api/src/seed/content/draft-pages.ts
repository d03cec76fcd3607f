import { buildNode } from '../build-node';
import { textBlock } from '../paragraphs';

const base = {
  nid: 900,
  type: 'content_page',
  alias: '/concept/jonge-mensen-met-dementie',
  status: false,
  age: 20,
} as const;

// Unpublished: only the preview shows it (spec 1 §2.1), at /preview/node/900/2.
export const draftPage = () =>
  buildNode({
    ...base,
    vid: 2,
    title: 'Jonge mensen met dementie (concept)',
    edited: 2,
    intro: [
      'Ook mensen onder de 65 kunnen dementie krijgen. Dat komt vaker voor dan veel mensen denken.',
      'Midden in het leven, met werk en misschien jonge kinderen, raakt dat iedereen in het gezin.',
    ],
    blocks: [
      textBlock(
        'Andere vragen',
        'Kan ik blijven werken? Hoe vertel ik het mijn kinderen? Jonge mensen met dementie lopen tegen eigen vragen aan.',
        'Er zijn speciale ontmoetingsgroepen voor hen en hun naasten.',
      ),
    ],
  });

/** The first draft, which revision 2 replaced. */
export const draftRevisions = () => [
  {
    nid: base.nid,
    vid: 1,
    data: buildNode({
      ...base,
      vid: 1,
      title: 'Jonge mensen met dementie (eerste opzet)',
      intro: ['Ook mensen onder de 65 kunnen dementie krijgen.'],
    }).data,
  },
];
