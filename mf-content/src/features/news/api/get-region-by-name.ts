import { withRegionByNameEndpoint } from '@alz/shared/api/region-endpoint';
import { contentApi } from '../../../store';

export const { useGetRegionByNameQuery } = withRegionByNameEndpoint(contentApi);
