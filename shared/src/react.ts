// `@alz/shared/react`: the parts that need React or react-i18next, kept out of the main entry
// so the api can import `@alz/shared` without them.
export * from './i18n/i18n';
export * from './consent/use-consent';
export * from './consent/ui-kit-translations';
