import { withNodeEndpoint } from '@alz/shared/api/node-endpoint';
import { vacanciesApi } from '../../../store';

/** The vacancy an application is for, read from its content node (spec 1 §8 context). */
export const vacancyNodeApi = withNodeEndpoint(vacanciesApi);
