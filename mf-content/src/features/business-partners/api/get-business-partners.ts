import { contentApi } from '../../../store';
import { toBusinessPartners, type BusinessPartnerCard } from '../business-partner-model';

const businessPartnersApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessPartners: build.query<BusinessPartnerCard[], void>({
      query: () => '/api/drupal/api/all-bedrijfsvriend',
      transformResponse: toBusinessPartners,
    }),
  }),
});

export const { useGetBusinessPartnersQuery } = businessPartnersApi;
