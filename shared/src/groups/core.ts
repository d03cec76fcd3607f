// @alz/shared as the remotes share it, as a few entry points rather than module by module:
// each file here is one shared module, and the remotes' builds turn an import of one of these
// modules into this group's namespace of it (tools/webpack/alz-shared-groups.ts). A group holds
// what loads together in the shell: this one, the modules in its 'alz-shared' file, loaded with
// main.js. The router is a group of its own, as modules here import it by its package name.
// provided-shared.test.ts keeps the groups complete.
// The modules with styles come first, in the order the shell's start has their styles (the styles
// of a file are in one order for every group that loads it).
export * as rich_text_sanitize from '../rich-text/sanitize';
export * as ui_consent_gate from '../ui/consent-gate';
export * as ui_button from '../ui/button';
export * as ui_newsletter_signup from '../ui/newsletter-signup';
export * as ui_visually_hidden from '../ui/visually-hidden';
export * as ui_page_error from '../ui/page-error';
export * as ui_pagination from '../ui/pagination';
export * as ui_search_bar_lazy from '../ui/search-bar-lazy';
export * as ui_card from '../ui/card';
export * as analytics_data_layer from '../analytics/data-layer';
export * as api_anti_forgery from '../api/anti-forgery';
export * as api_api_client from '../api/api-client';
export * as api_create_remote_store from '../api/create-remote-store';
export * as api_node_endpoint from '../api/node-endpoint';
export * as api_node_url from '../api/node-url';
export * as api_region_endpoint from '../api/region-endpoint';
export * as api_rtk_base_query from '../api/rtk-base-query';
export * as api_to_value from '../api/to-value';
export * as async_async_result from '../async/async-result';
export * as async_load_once from '../async/load-once';
export * as async_yield_to_main from '../async/yield-to-main';
export * as consent_consent from '../consent/consent';
export * as consent_cookies from '../consent/cookies';
export * as consent_ui_kit_translations from '../consent/ui-kit-translations';
export * as consent_use_consent from '../consent/use-consent';
export * as events_event_bus from '../events/event-bus';
export * as federation_remote_map from '../federation/remote-map';
export * as federation_remote_map_element from '../federation/remote-map-element';
export * as i18n_i18n from '../i18n/i18n';
export * as index from '../index';
export * as media_image from '../media/image';
export * as media_video_url from '../media/video-url';
export * as newsletter_newsletter_script from '../newsletter/newsletter-script';
export * as newsletter_use_newsletter_form from '../newsletter/use-newsletter-form';
export * as page_page_input from '../page/page-input';
export * as pagination_page_window from '../pagination/page-window';
export * as react from '../react';
export * as rich_text_draft from '../rich-text/draft';
export * as rich_text_draft_content from '../rich-text/draft-content';
export * as rich_text_internal_link from '../rich-text/internal-link';
export * as rich_text_node_links from '../rich-text/node-links';
export * as rich_text_use_node_links from '../rich-text/use-node-links';
export * as security_permissions_policy from '../security/permissions-policy';
export * as text_dates from '../text/dates';
export * as text_text from '../text/text';
export * as ui_page_head from '../ui/page-head';
export * as ui_page_kind_module from '../ui/page-kind-module';
export * as ui_page_not_found from '../ui/page-not-found';
export * as ui_publication_date from '../ui/publication-date';
export * as ui_query_status from '../ui/query-status';
export * as ui_remote_module from '../ui/remote-module';
export * as ui_responsive_image from '../ui/responsive-image';
export * as ui_rich_text from '../ui/rich-text';
export * as ui_smart_link from '../ui/smart-link';
export * as ui_standalone_node from '../ui/standalone-node';
export * as ui_use_details_animation from '../ui/use-details-animation';
export * as ui_use_dismiss from '../ui/use-dismiss';
export * as ui_use_is_desktop from '../ui/use-is-desktop';
export * as ui_use_near_viewport from '../ui/use-near-viewport';
export * as wire_drupal from '../wire/drupal';
export * as wire_node from '../wire/node';
export * as wire_read from '../wire/read';
export * as wire_region_ref from '../wire/region-ref';
