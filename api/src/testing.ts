// The api's public entries (package.json "exports") for tests, the bench and the local stack:
// what they may build on without reaching into api/src. This one is light (names and the seed's
// days and words, no database or storage client), so the local stack can load it at start;
// database.ts, app.ts and blob/application-files.ts are the heavier ones.
export {
  APPLICATIONS_ACCOUNT,
  LOCAL_AZURITE_ACCOUNTS,
  localConnectionString,
  PICTURES_ACCOUNT,
} from './blob/local-storage';
export type { StoredApplication } from './plugins/app/applications-repository';
export { daysBefore, referenceDayOf, withReferenceDay } from './seed/dates';
export { Random } from './seed/random';
export { RARE_TOPICS, TOPICS } from './seed/scale-words';
export { seededPages } from './seed/seeded-pages';
