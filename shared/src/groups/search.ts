// The search bars' modules (see core.ts), in the shell's 'alz-search' file: loaded with the first
// search bar.
export * as search_search_bar from '../search/search-bar';
export * as ui_popular_pages from '../ui/popular-pages';
export * as ui_search_bar_form from '../ui/search-bar-form';
export * as ui_search_bar_slot from '../ui/search-bar-slot';
