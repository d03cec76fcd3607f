import { escapeHtml } from '../../lib/html-text';
import type { SlideInRow } from '../../types/site';

const p = (text: string) => `<p>${escapeHtml(text)}</p>`;

// Weights deliberately differ from id order, and the disabled one is the lightest: the client
// must filter on status and sort by weight itself (spec 1 §2.12).
export const slideIns: SlideInRow[] = [
  {
    id: 1,
    title: 'Zorgt u voor iemand met dementie?',
    compact_title: 'Even hulp nodig?',
    text: p('U hoeft het niet alleen te doen. Een vrijwilliger kan u een middag ontlasten.'),
    compact_text: p('Een vrijwilliger kan u een middag ontlasten.'),
    status: true,
    weight: 20,
    pages: '/mantelzorg\n/mantelzorg/*',
    seconds: 604_800,
    form_id: null,
    script_id: null,
    image: {
      url: '/blobstorage/pictures/handen-vasthouden.svg',
      alt: 'Twee handen die elkaar vasthouden',
      title: 'Handen vasthouden',
    },
    button: { title: 'Vind een vrijwilliger', uri: '/help-mee/steun-met-tijd', external: false },
  },
  {
    id: 2,
    title: 'Blijf op de hoogte',
    compact_title: 'Nieuwsbrief',
    text: p('Eens per maand tips, verhalen en nieuws over dementie in uw mailbox.'),
    compact_text: p('Tips en verhalen, eens per maand.'),
    status: true,
    weight: 0,
    pages: '/dementie/*',
    seconds: 86_400,
    form_id: 'nieuwsbrief-dementie',
    script_id: 'nb-2026',
    image: null,
    button: null,
  },
  {
    id: 3,
    title: 'Welkom op onze website',
    compact_title: 'Welkom',
    text: p('Heeft u een vraag over dementie? Kijk rustig rond, of doe de geheugentest.'),
    compact_text: p('Doe de geheugentest.'),
    status: true,
    weight: 10,
    pages: '<front>',
    seconds: 3_600,
    form_id: null,
    script_id: null,
    image: null,
    button: { title: 'Naar de geheugentest', uri: '/geheugentest/zelf', external: false },
  },
  {
    id: 4,
    title: 'Collecteweek',
    compact_title: 'Collecte',
    text: p('De collecteweek is voorbij. Dank aan alle collectanten!'),
    compact_text: p('Dank aan alle collectanten!'),
    status: false,
    weight: -5,
    pages: '/*',
    seconds: 86_400,
    form_id: null,
    script_id: null,
    image: null,
    button: { title: 'Over de collecte', uri: '/collecte', external: false },
  },
];
