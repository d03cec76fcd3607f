// The shell provides every public module of @alz/shared, used by itself or not: a remote's page
// then finds them all in the shell's one @alz/shared file (fetched with main.js, see
// tools/webpack/create-config.ts), instead of fetching its own copies one by one after its module
// has loaded (issue 15: "@alz/shared shared as a few entry points"). Importing them is enough for
// federation to provide them, and this file is never loaded (bootstrap.tsx names it in an import
// it never calls): a module is run only when a page first asks for it. Left out, so no page pays for them: the phone
// number rules (libphonenumber-js, about 50 kB gzip) that only the application form needs, and
// the stand-alone mount of a remote's own page, the picker's containers (editors only), and the
// national newsletter form (loaded when a sign-up comes near, or with a page that has a newsletter
// block, in its own 'alz-signup' chunk). The search bars' modules are provided by
// provided-search-bar.ts, when a search bar shows. provided-shared.test.ts keeps the list complete.
import '@alz/shared/analytics/data-layer';
import '@alz/shared/api/anti-forgery';
import '@alz/shared/api/api-client';
import '@alz/shared/api/create-remote-store';
import '@alz/shared/api/node-endpoint';
import '@alz/shared/api/node-url';
import '@alz/shared/api/region-endpoint';
import '@alz/shared/api/rtk-base-query';
import '@alz/shared/api/to-value';
import '@alz/shared/async/async-result';
import '@alz/shared/async/load-once';
import '@alz/shared/async/yield-to-main';
import '@alz/shared/consent/consent';
import '@alz/shared/consent/cookies';
import '@alz/shared/consent/ui-kit-translations';
import '@alz/shared/consent/use-consent';
import '@alz/shared/events/event-bus';
import '@alz/shared/federation/remote-map';
import '@alz/shared/federation/remote-map-element';
import '@alz/shared/form/checkbox';
import '@alz/shared/form/email-signup-form';
import '@alz/shared/form/error-summary';
import '@alz/shared/form/form-alert';
import '@alz/shared/form/field';
import '@alz/shared/form/field-error';
import '@alz/shared/form/field-messages';
import '@alz/shared/form/file-field';
import '@alz/shared/form/radio-group';
import '@alz/shared/form/required-mark';
import '@alz/shared/i18n/i18n';
import '@alz/shared/media/image';
import '@alz/shared/media/video-url';
import '@alz/shared/newsletter/newsletter-script';
import '@alz/shared/newsletter/use-email-signup';
import '@alz/shared/newsletter/use-newsletter-form';
import '@alz/shared/page/page-input';
import '@alz/shared/page/reveal-target';
import '@alz/shared/pagination/page-window';
import '@alz/shared/react';
import '@alz/shared/rich-text/draft';
import '@alz/shared/rich-text/draft-content';
import '@alz/shared/rich-text/internal-link';
import '@alz/shared/rich-text/node-links';
import '@alz/shared/rich-text/sanitize';
import '@alz/shared/rich-text/use-node-links';
import '@alz/shared/router';
import '@alz/shared/security/permissions-policy';
import '@alz/shared/text/dates';
import '@alz/shared/text/text';
import '@alz/shared/ui/button';
import '@alz/shared/ui/consent-gate';
import '@alz/shared/ui/lightbox';
import '@alz/shared/ui/modal';
import '@alz/shared/ui/newsletter-signup';
import '@alz/shared/ui/page-error';
import '@alz/shared/ui/page-head';
import '@alz/shared/ui/page-not-found';
import '@alz/shared/ui/pagination';
import '@alz/shared/ui/publication-date';
import '@alz/shared/ui/query-status';
import '@alz/shared/ui/remote-module';
import '@alz/shared/ui/responsive-image';
import '@alz/shared/ui/rich-text';
import '@alz/shared/ui/search-bar-lazy';
import '@alz/shared/ui/share-menu';
import '@alz/shared/ui/smart-link';
import '@alz/shared/ui/standalone-node';
import '@alz/shared/ui/use-details-animation';
import '@alz/shared/ui/use-dismiss';
import '@alz/shared/ui/use-is-desktop';
import '@alz/shared/ui/use-near-viewport';
import '@alz/shared/ui/utility-bar';
import '@alz/shared/ui/video-player';
import '@alz/shared/ui/visually-hidden';
import '@alz/shared/validation/email-rules';
import '@alz/shared/wire/drupal';
import '@alz/shared/wire/node';
import '@alz/shared/wire/read';
import '@alz/shared/wire/region-ref';
