import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { httpError } from '../../lib/http-error';
import { anyQuerystring, clientErrors } from '../../schemas/common';
import { menuItemRef, menuItemSchema } from '../../schemas/menu';

const menuItems: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  app.addSchema(menuItemSchema);
  app.get(
    '/api/menu_items/:menu',
    {
      schema: {
        querystring: anyQuerystring,
        params: {
          type: 'object',
          required: ['menu'],
          properties: { menu: { type: 'string', pattern: '^[a-z0-9_-]{1,64}$' } },
        },
        response: { 200: { type: 'array', items: menuItemRef }, ...clientErrors },
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
