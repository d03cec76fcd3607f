import type { FastifyPluginAsync } from 'fastify';
import assetInjector from './asset-injector';
import breadcrumb from './breadcrumb';
import businessPartners from './business-partners';
import contentByAlias from './content-by-alias';
import homepage from './homepage';
import menuItems from './menu-items';
import nodePath from './node-path';
import preview from './preview';
import regionContent from './region-content';
import slideIns from './slide-ins';
import taxonomies from './taxonomies';

/** The content calls in the shape of the Drupal backend the site was written against (spec 1 §7). */
const drupalRoutes: FastifyPluginAsync = async (app) => {
  await app.register(homepage);
  await app.register(menuItems);
  await app.register(breadcrumb);
  await app.register(preview);
  await app.register(slideIns);
  await app.register(assetInjector);
  await app.register(businessPartners);
  await app.register(nodePath);
  await app.register(taxonomies);
  await app.register(regionContent);
  await app.register(contentByAlias);
};

export default drupalRoutes;
