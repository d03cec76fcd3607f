import type { ApiError } from '@alz/shared/api/rtk-base-query';
import { shellApi } from '../../../api/shell-api';
import { toMenuItems, type MenuItem } from '../menu-item';
import { keepMenu, readKeptMenu, sessionStore } from '../menu-session';

export type MenuName = 'main' | 'footer';

const getMenuApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getMenu: build.query<MenuItem[], MenuName>({
      // Once per session (menu-session.ts): a kept answer is used without asking the api.
      async queryFn(name, _api, _extra, baseQuery) {
        const storage = sessionStore();
        const kept = readKeptMenu(storage, name);
        if (kept) return { data: toMenuItems(kept) };
        const answer = await baseQuery(`/api/drupal/api/menu_items/${name}`);
        if (answer.error) return { error: answer.error as ApiError };
        keepMenu(storage, name, answer.data);
        return { data: toMenuItems(answer.data) };
      },
    }),
  }),
});

export const { useGetMenuQuery } = getMenuApi;
