import fp from 'fastify-plugin';
import type { Db } from '../../db/db';
import type { MenuItem, MenuItemRow } from '../../types/wire';

declare module 'fastify' {
  interface FastifyInstance {
    menus: ReturnType<typeof createMenusRepository>;
  }
}

export interface MenusOptions {
  /** Origin of the public site, for the `absolute` address of internal links. */
  siteUrl: string;
}

// Shaped like Drupal's rest_menu_items, which the front end was written against.
function toMenuItem(row: MenuItemRow, siteUrl: string): MenuItem {
  const link = row.external
    ? { uri: row.url, alias: '', relative: row.url, absolute: row.url }
    : row.url === ''
      ? { uri: 'route:<nolink>', alias: '', relative: '', absolute: '' }
      : { uri: `internal:${row.url}`, alias: row.url.slice(1), relative: row.url, absolute: `${siteUrl}${row.url}` };
  return {
    key: row.key,
    title: row.title,
    description: row.description,
    ...link,
    external: row.external,
    weight: row.weight,
    expanded: row.expanded,
    below: [],
  };
}

function createMenusRepository(db: Db, siteUrl: string) {
  return {
    /** The menu as a tree, each level sorted by weight; null when the menu does not exist. */
    async findTree(menu: string): Promise<MenuItem[] | null> {
      const { rows } = await db.query<MenuItemRow>('SELECT * FROM menu_items WHERE menu = $1 ORDER BY weight, id', [
        menu,
      ]);
      if (rows.length === 0) return null;
      const entries = rows.map((row) => ({ row, item: toMenuItem(row, siteUrl) }));
      const byId = new Map(entries.map(({ row, item }) => [row.id, item]));
      const roots: MenuItem[] = [];
      // Rows arrive sorted by weight, so appending keeps every level sorted.
      for (const { row, item } of entries) {
        const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
        (parent ? parent.below : roots).push(item);
      }
      return roots;
    },
  };
}

export default fp<MenusOptions>(
  async (app, { siteUrl }) => {
    app.decorate('menus', createMenusRepository(app.db, siteUrl));
  },
  { name: 'menus-repository', dependencies: ['database'] },
);
