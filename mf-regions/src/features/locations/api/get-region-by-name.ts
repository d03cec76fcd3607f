import { withRegionByNameEndpoint } from '@alz/shared/api/region-endpoint';
import { regionsApi } from '../../../store';

export const { useGetRegionByNameQuery } = withRegionByNameEndpoint(regionsApi);
