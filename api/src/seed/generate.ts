import type { MenuItemRow, NodeRow } from '../types/wire';
import { dementiaPages } from './content/dementia-pages';
import { homePage } from './content/home';
import { legalPages } from './content/legal-pages';
import { buildMenuItems } from './content/menus';
import { memoryTestPages } from './content/memory-test-pages';
import { buildRegions } from './content/regions';
import { supportPages } from './content/support-pages';
import { buildVacancies } from './content/vacancies';
import { Random } from './random';

const SEED = 20261101;

export interface SeedContent {
  nodes: NodeRow[];
  menuItems: MenuItemRow[];
}

/** All seed content; pure, so two calls give identical results. */
export function generateSeedContent(): SeedContent {
  const random = new Random(SEED);
  const { regions, nodes: regionNodes } = buildRegions(random);
  return {
    nodes: [
      homePage,
      ...dementiaPages,
      ...supportPages,
      ...legalPages,
      ...memoryTestPages,
      ...regionNodes,
      ...buildVacancies(regions, random),
    ],
    menuItems: buildMenuItems(random),
  };
}
