import fp from 'fastify-plugin';
import type { ApplicationFileStore } from '../../blob/application-files';
import activitiesRepository from './activities-repository';
import antiForgery from './anti-forgery';
import applicationsRepository from './applications-repository';
import businessPartnersRepository from './business-partners-repository';
import errorHandler from './error-handler';
import errorReportsRepository, { type ErrorReportingOptions } from './error-reports-repository';
import fileOutbox, { type FileOutboxOptions } from './file-outbox';
import geoRepository from './geo-repository';
import inputCheck from './input-check';
import linksRepository from './links-repository';
import locationsRepository from './locations-repository';
import memoryTestRepository from './memory-test-repository';
import menusRepository from './menus-repository';
import newsRepository from './news-repository';
import newsletterRepository from './newsletter-repository';
import proofOfWork, { type ProofOfWorkOptions } from './proof-of-work';
import nodesRepository from './nodes-repository';
import recommendationsRepository from './recommendations-repository';
import regionContentRepository from './region-content-repository';
import regionsRepository from './regions-repository';
import searchRepository from './search-repository';
import siteRepository from './site-repository';
import strictQueryEncoding from './strict-query-encoding';
import suggestionsRepository from './suggestions-repository';
import vacanciesRepository from './vacancies-repository';

export interface AppPluginsOptions {
  siteUrl: string;
  /** Origins of the site's pages, the only ones whose writes are accepted. */
  allowedOrigins: readonly string[];
  errorReporting: ErrorReportingOptions;
  applicationFiles: ApplicationFileStore;
  /** How the attachment outbox times its work (file-outbox.ts); its defaults suit production. */
  fileOutbox?: Omit<FileOutboxOptions, 'files'>;
  proofOfWork: ProofOfWorkOptions;
}

/**
 * The app's own plugins for the whole app (fastify-plugin): the error handler, query check and
 * anti-forgery check before any route is registered (a route keeps the handler that existed
 * when it was added, and only routes added after it get the check), then every repository.
 * Each repository declares what it needs; geo comes before regions, which uses it.
 */
export default fp<AppPluginsOptions>(
  async (
    app,
    { siteUrl, allowedOrigins, errorReporting, applicationFiles, fileOutbox: outboxTiming, proofOfWork: pow },
  ) => {
    await app.register(errorHandler);
    await app.register(strictQueryEncoding);
    await app.register(inputCheck);
    await app.register(antiForgery, { allowedOrigins });
    await app.register(proofOfWork, pow);

    await app.register(nodesRepository);
    await app.register(menusRepository, { siteUrl });
    await app.register(searchRepository);
    await app.register(suggestionsRepository);
    await app.register(siteRepository);
    await app.register(errorReportsRepository, errorReporting);
    await app.register(newsRepository);
    await app.register(recommendationsRepository);
    await app.register(businessPartnersRepository);
    await app.register(linksRepository);
    await app.register(geoRepository);
    await app.register(regionsRepository);
    await app.register(locationsRepository);
    await app.register(fileOutbox, { files: applicationFiles, ...outboxTiming });
    await app.register(applicationsRepository, { files: applicationFiles });
    await app.register(activitiesRepository);
    await app.register(regionContentRepository);
    await app.register(newsletterRepository);
    await app.register(vacanciesRepository);
    await app.register(memoryTestRepository);
  },
  { name: 'app-plugins', dependencies: ['database'] },
);
