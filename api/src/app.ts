import Fastify, { type FastifyBaseLogger, type FastifyReply } from 'fastify';
import { noApplicationFiles, type ApplicationFileStore } from './blob/application-files';
import type { Db } from './db/db';
import { errorBody } from './lib/http-error';
import errorHandler from './plugins/app/error-handler';
import geoRepository from './plugins/app/geo-repository';
import errorReportsRepository, { type ErrorReportingOptions } from './plugins/app/error-reports-repository';
import activitiesRepository from './plugins/app/activities-repository';
import applicationsRepository from './plugins/app/applications-repository';
import businessPartnersRepository from './plugins/app/business-partners-repository';
import linksRepository from './plugins/app/links-repository';
import locationsRepository from './plugins/app/locations-repository';
import menusRepository from './plugins/app/menus-repository';
import newsRepository from './plugins/app/news-repository';
import recommendationsRepository from './plugins/app/recommendations-repository';
import regionContentRepository from './plugins/app/region-content-repository';
import regionsRepository from './plugins/app/regions-repository';
import vacanciesRepository from './plugins/app/vacancies-repository';
import nodesRepository from './plugins/app/nodes-repository';
import searchRepository from './plugins/app/search-repository';
import siteRepository from './plugins/app/site-repository';
import strictQueryEncoding from './plugins/app/strict-query-encoding';
import database from './plugins/external/database';
import helmet, { autoConfig as helmetConfig } from './plugins/external/helmet';
import multipart, { autoConfig as multipartConfig } from './plugins/external/multipart';
import rateLimit, { autoConfig as rateLimitConfig } from './plugins/external/rate-limit';
import assetInjector from './routes/drupal/asset-injector';
import breadcrumb from './routes/drupal/breadcrumb';
import regionContent from './routes/drupal/region-content';
import businessPartners from './routes/drupal/business-partners';
import contentByAlias from './routes/drupal/content-by-alias';
import homepage from './routes/drupal/homepage';
import menuItems from './routes/drupal/menu-items';
import nodePath from './routes/drupal/node-path';
import preview from './routes/drupal/preview';
import slideIns from './routes/drupal/slide-ins';
import taxonomies from './routes/drupal/taxonomies';
import health from './routes/health';
import activities from './routes/v1/activities';
import applications from './routes/v1/applications';
import backoffice from './routes/v1/backoffice';
import regionNewsletter from './routes/v1/region-newsletter';
import vacancies from './routes/v1/vacancies';
import errorReports from './routes/v1/error-reports';
import news from './routes/v1/news';
import recommendations from './routes/v1/recommendations';
import regionLocations from './routes/v1/region-locations';
import regions from './routes/v1/regions';
import redirect from './routes/v1/redirect';
import search from './routes/v1/search';
import thematic from './routes/v1/thematic';

export interface AppOptions {
  db: Db;
  siteUrl: string;
  /** Requests per minute per visitor; 0 turns the limit off (tests fire many from one address). */
  rateLimitMax: number;
  /** Where accepted error reports go; by default they are stored and never forwarded (tests). */
  errorReporting?: ErrorReportingOptions;
  /** Without one the app logs nothing (tests). */
  loggerInstance?: FastifyBaseLogger;
  /** Where application attachments go; without one an application with a file gets a 503. */
  applicationFiles?: ApplicationFileStore;
  /** Bearer token of the back-office read access to applications; without one it is not there. */
  backofficeToken?: string | null;
}

export async function buildApp({
  db,
  siteUrl,
  rateLimitMax,
  errorReporting = { dsn: null, forward: false },
  loggerInstance,
  applicationFiles,
  backofficeToken = null,
}: AppOptions) {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // Behind the site's local proxy, X-Forwarded-For names the visitor (for the rate limit);
    // from anywhere else the header is ignored, so it cannot be spoofed.
    trustProxy: 'loopback',
    // A bad percent-encoding or an over-long parameter is the client's fault: answer in our shape.
    frameworkErrors: (error, _request, reply) => {
      const statusCode = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(statusCode).send(errorBody(statusCode, error.message));
    },
  });

  await app.register(helmet, helmetConfig);
  if (rateLimitMax > 0) await app.register(rateLimit, { ...rateLimitConfig, max: rateLimitMax });
  await app.register(multipart, multipartConfig);
  await app.register(database, { db });

  await app.register(errorHandler);
  await app.register(strictQueryEncoding);
  await app.register(nodesRepository);
  await app.register(menusRepository, { siteUrl });
  await app.register(searchRepository);
  await app.register(siteRepository);
  await app.register(errorReportsRepository, errorReporting);
  await app.register(newsRepository);
  await app.register(recommendationsRepository);
  await app.register(businessPartnersRepository);
  await app.register(linksRepository);
  await app.register(regionsRepository);
  await app.register(locationsRepository);
  await app.register(applicationsRepository, {
    files: applicationFiles ?? noApplicationFiles,
  });
  await app.register(geoRepository);
  await app.register(activitiesRepository);
  await app.register(regionContentRepository);
  await app.register(vacanciesRepository);

  await app.register(health);
  await app.register(homepage, { prefix: '/api/drupal' });
  await app.register(menuItems, { prefix: '/api/drupal' });
  await app.register(breadcrumb, { prefix: '/api/drupal' });
  await app.register(preview, { prefix: '/api/drupal' });
  await app.register(slideIns, { prefix: '/api/drupal' });
  await app.register(assetInjector, { prefix: '/api/drupal' });
  await app.register(businessPartners, { prefix: '/api/drupal' });
  await app.register(nodePath, { prefix: '/api/drupal' });
  await app.register(taxonomies, { prefix: '/api/drupal' });
  await app.register(regionContent, { prefix: '/api/drupal' });
  await app.register(contentByAlias, { prefix: '/api/drupal' });
  await app.register(search, { prefix: '/api/v1' });
  await app.register(redirect, { prefix: '/api/v1' });
  await app.register(errorReports, { prefix: '/api/v1' });
  await app.register(news, { prefix: '/api/v1' });
  await app.register(thematic, { prefix: '/api/v1' });
  await app.register(recommendations, { prefix: '/api/v1' });
  await app.register(regions, { prefix: '/api/v1' });
  await app.register(regionLocations, { prefix: '/api/v1' });
  await app.register(applications, { prefix: '/api/v1' });
  if (backofficeToken) await app.register(backoffice, { prefix: '/api/v1', token: backofficeToken });
  await app.register(activities, { prefix: '/api/v1' });
  await app.register(regionNewsletter, { prefix: '/api/v1' });
  await app.register(vacancies, { prefix: '/api/v1' });

  return app;
}
