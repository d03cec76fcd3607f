import type { FastifyPluginAsync } from 'fastify';
import type { PictureStore } from '../../blob/pictures';
import activities from './activities';
import antiForgery from './anti-forgery';
import applications from './applications';
import backoffice from './backoffice';
import errorReports from './error-reports';
import memoryTest from './memory-test';
import news from './news';
import newsletter from './newsletter';
import pickerPictures from './picker-pictures';
import proofOfWork from './proof-of-work';
import recommendations from './recommendations';
import redirect from './redirect';
import regionLocations from './region-locations';
import regionNewsletter from './region-newsletter';
import regions from './regions';
import search from './search';
import suggest from './suggest';
import thematic from './thematic';
import vacancies from './vacancies';

export interface V1RoutesOptions {
  /** Bearer token of the back-office routes; without one they are not there. */
  backofficeToken: string | null;
  /** The editors' key for the picker's writes; without one the picker is read-only. */
  pickerEditorKey: string | null;
  /** The pictures account the picker writes to. */
  pictures: PictureStore | null;
}

/** The site's own calls (spec 1 §7, §8). */
const v1Routes: FastifyPluginAsync<V1RoutesOptions> = async (app, { backofficeToken, pickerEditorKey, pictures }) => {
  await app.register(search);
  await app.register(suggest);
  await app.register(antiForgery);
  await app.register(proofOfWork);
  await app.register(redirect);
  await app.register(errorReports);
  await app.register(news);
  await app.register(thematic);
  await app.register(recommendations);
  await app.register(regions);
  await app.register(regionLocations);
  await app.register(applications);
  if (backofficeToken) await app.register(backoffice, { token: backofficeToken });
  await app.register(activities);
  await app.register(regionNewsletter);
  await app.register(newsletter);
  await app.register(vacancies);
  await app.register(memoryTest);
  await app.register(pickerPictures, { editorKey: pickerEditorKey, pictures });
};

export default v1Routes;
