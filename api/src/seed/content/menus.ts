import type { MenuItemRow } from '../../types/wire';
import type { Random } from '../random';

interface MenuSpec {
  title: string;
  /** Empty for a heading without a link (Drupal's route:<nolink>). */
  url: string;
  weight: number;
  description?: string;
  children?: MenuSpec[];
}

// Weights are deliberately out of insertion order: the api must sort, not trust row order.
const MAIN: MenuSpec[] = [
  {
    title: 'Help mee',
    url: '/help-mee',
    weight: 4,
    children: [
      { title: 'Doneren', url: '/doneren', weight: 2 },
      { title: 'Steun met uw tijd', url: '/help-mee/steun-met-tijd', weight: 1 },
    ],
  },
  {
    title: 'Over dementie',
    url: '/dementie',
    weight: 0,
    description: 'Uitleg over dementie en de vormen ervan',
    children: [
      { title: 'Leven met dementie', url: '/dementie/leven-met-dementie', weight: 2 },
      { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie', weight: 0 },
      { title: 'Vormen van dementie', url: '/dementie/vormen-van-dementie', weight: 1 },
    ],
  },
  { title: 'Over ons', url: '/over-ons', weight: 5 },
  {
    title: 'Geheugentest',
    url: '/geheugentest/zelf',
    weight: 2,
    children: [
      { title: 'Voor een ander', url: '/geheugentest/ander', weight: 1 },
      { title: 'Voor uzelf', url: '/geheugentest/zelf', weight: 0 },
    ],
  },
  { title: 'Mantelzorg', url: '/mantelzorg', weight: 1 },
  { title: 'In uw regio', url: '/regios', weight: 3 },
];

const FOOTER: MenuSpec[] = [
  {
    title: 'Over dementie',
    url: '',
    weight: 1,
    children: [
      { title: 'Wat is dementie?', url: '/dementie/wat-is-dementie', weight: 0 },
      { title: 'Mantelzorg', url: '/mantelzorg', weight: 2 },
      { title: 'Geheugentest', url: '/geheugentest/zelf', weight: 1 },
      { title: 'Informatie van huisartsen', url: 'https://www.thuisarts.nl', weight: 3 },
    ],
  },
  {
    title: 'Doe mee',
    url: '',
    weight: 0,
    children: [
      { title: 'Nieuwsbrief', url: '/nieuwsbrief', weight: 2 },
      { title: 'Doneren', url: '/doneren', weight: 0 },
      { title: 'Vrijwilligerswerk', url: '/help-mee/steun-met-tijd', weight: 1 },
    ],
  },
  {
    title: 'Over ons',
    url: '',
    weight: 2,
    children: [
      { title: 'Over ons', url: '/over-ons', weight: 0 },
      { title: 'Vacatures', url: '/vacatures', weight: 1 },
      { title: 'Vind uw regio', url: '/regios', weight: 2 },
    ],
  },
];

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export function buildMenuItems(random: Random): MenuItemRow[] {
  const rows: MenuItemRow[] = [];
  const add = (menu: string, specs: MenuSpec[], parentId: number | null) => {
    for (const spec of specs) {
      const id = rows.length + 1;
      rows.push({
        id,
        menu,
        parent_id: parentId,
        key: `menu_link_content:${uuid(random)}`,
        title: spec.title,
        description: spec.description ?? null,
        url: spec.url,
        external: /^https?:/.test(spec.url),
        expanded: Boolean(spec.children),
        weight: spec.weight,
      });
      add(menu, spec.children ?? [], id);
    }
  };
  add('main', MAIN, null);
  add('footer', FOOTER, null);
  return rows;
}
