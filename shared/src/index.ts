// Framework-free entry: the api imports this under node, so nothing here may touch the DOM at
// load time or pull in React. React hooks and the i18n instance live in `@alz/shared/react`.
export * from './async/async-result';
export * from './api/api-client';
export * from './api/to-value';
export * from './events/event-bus';
export * from './analytics/data-layer';
export * from './consent/cookies';
export * from './consent/consent';
