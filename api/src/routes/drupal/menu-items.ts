import type { FastifyPluginAsync } from 'fastify';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { MENU_ITEM_SCHEMA_ID, menuItemSchema } from '../../schemas/menu';

const menuItems: FastifyPluginAsync = async (app) => {
  app.addSchema(menuItemSchema);
  app.get<{ Params: { menu: string } }>(
    '/api/menu_items/:menu',
    {
      schema: {
        querystring: anyQuerystring,
        params: {
          type: 'object',
          required: ['menu'],
          properties: { menu: { type: 'string', pattern: '^[a-z0-9_-]{1,64}$' } },
        },
        response: { 200: { type: 'array', items: { $ref: `${MENU_ITEM_SCHEMA_ID}#` } }, ...clientErrors },
      },
    },
    async (request) => {
      const tree = await app.menus.findTree(request.params.menu);
      if (!tree) throw httpError(404, 'Dit menu bestaat niet.');
      return tree;
    },
  );
};

export default menuItems;
