import type {
  MemoryTestTextRow,
  RedirectRow,
  RevisionRow,
  SlideInRow,
  StyleRuleRow,
  TaxonomyTermRow,
} from '../types/site';
import type { MenuItemRow, NodeRow } from '../types/wire';
import { allBlocksPage, showcaseNodes } from './content/all-blocks';
import { applicationVacancies } from './content/application-vacancies';
import { campaignPages } from './content/campaign-pages';
import { dementiaPages } from './content/dementia-pages';
import { draftPage, draftRevisions } from './content/draft-pages';
import { homePage } from './content/home';
import { legalPages } from './content/legal-pages';
import { locationSearchPage } from './content/location-search-page';
import { activityTypeTerms, buildActivities } from './content/activities';
import { buildLocations, locationTypeTerms } from './content/locations';
import { buildRegionContent } from './content/region-content';
import { regionalKinds } from './content/regional-kinds';
import { vacancyTerms } from './content/vacancy-terms';
import { buildMenuItems } from './content/menus';
import { memoryTestPages } from './content/memory-test-pages';
import { memoryTestTexts } from './content/memory-test-texts';
import { buildRegions } from './content/regions';
import { redirects, styleRules } from './content/site-rules';
import { slideIns } from './content/slide-ins';
import { supportPages } from './content/support-pages';
import { buildVacancies } from './content/vacancies';
import { referenceDayOf, withReferenceDay } from './dates';
import { Random } from './random';

const SEED = 20261101;

export interface SeedContent {
  nodes: NodeRow[];
  menuItems: MenuItemRow[];
  /** Revisions older than the current one of each node (the current ones are copied from nodes). */
  olderRevisions: RevisionRow[];
  slideIns: SlideInRow[];
  redirects: RedirectRow[];
  styleRules: StyleRuleRow[];
  taxonomyTerms: TaxonomyTermRow[];
  memoryTestTexts: MemoryTestTextRow[];
}

export interface SeedOptions {
  /**
   * The day (YYYY-MM-DD) content is dated from, for reproducible runs. By default the day the
   * seed runs minus REFERENCE_LAG_DAYS, so seeded listings look the same whenever they are seeded.
   */
  referenceDay?: string | null;
}

/** All seed content; pure for a given reference day, so two calls give identical results. */
export function generateSeedContent(options: SeedOptions = {}): SeedContent {
  return withReferenceDay(options.referenceDay ?? referenceDayOf(new Date()), () => {
    const random = new Random(SEED);
    const { regions, nodes: regionNodes } = buildRegions(random);
    const locations = buildLocations(regions, new Random(SEED + 1));
    return {
      nodes: [
        homePage(),
        ...dementiaPages(),
        ...supportPages(),
        ...legalPages(),
        ...campaignPages(),
        ...memoryTestPages(),
        ...regionNodes,
        ...buildVacancies(regions, random, regionNodes),
        ...applicationVacancies(),
        // Their own random stream, so adding locations changed none of the content above.
        ...locations,
        ...buildActivities(regions, locations),
        ...buildRegionContent(regions),
        ...regionalKinds(regions),
        locationSearchPage(),
        draftPage(),
        allBlocksPage(),
        ...showcaseNodes(),
      ],
      menuItems: buildMenuItems(random),
      olderRevisions: draftRevisions(),
      slideIns,
      redirects,
      styleRules,
      taxonomyTerms: [...locationTypeTerms, ...activityTypeTerms, ...vacancyTerms],
      memoryTestTexts: memoryTestTexts(),
    };
  });
}
