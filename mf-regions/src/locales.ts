import { addTranslations } from '@alz/shared/react';
import activities from './locales/nl/activities.json';
import locationSearch from './locales/nl/location-search.json';
import regionDetail from './locales/nl/region-detail.json';
import region from './locales/nl/region.json';

/**
 * Adds this remote's `Region` namespace to the one shared i18next instance (idempotent); the
 * texts are kept in one file per feature group, each with its own top-level keys.
 */
export function addRegionTranslations(): void {
  for (const part of [region, activities, regionDetail, locationSearch]) addTranslations('Region', part);
}
