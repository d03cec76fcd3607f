import type { DrupalMenuItem } from '@alz/shared/wire/drupal';
import { shellApi } from '../../../api/shell-api';
import { toMenuItems, type MenuItem } from '../menu-item';

export type MenuName = 'main' | 'footer';

const getMenuApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<MenuItem[], MenuName>({
      query: (name) => `/api/drupal/api/menu_items/${name}`,
      transformResponse: (items: DrupalMenuItem[]) => toMenuItems(items),
    }),
  }),
});

export const { useGetMenuQuery } = getMenuApi;
