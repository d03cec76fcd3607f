// The search bars' modules of @alz/shared (see provided-shared.ts): imported by the shell's two
// search bars, the header's search panel and the not-found page, which load when they show. So
// the shell provides them for every app, in a chunk of their own ('alz-search', see
// tools/webpack/create-config.ts), and no page loads them before it shows a search bar.
import '@alz/shared/search/search-bar';
import '@alz/shared/ui/popular-pages';
import '@alz/shared/ui/search-bar-form';
import '@alz/shared/ui/search-bar-slot';
