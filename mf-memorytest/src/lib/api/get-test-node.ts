import { withNodeEndpoint } from '@alz/shared/api/node-endpoint';
import { memoryTestApi } from '../../store';

/** The test's own content node: its title, meta tags and introduction. */
export const testNodeApi = withNodeEndpoint(memoryTestApi);
