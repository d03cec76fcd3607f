// The search bars' group of @alz/shared (see provided-shared.ts): its modules are imported by the
// shell's two search bars, the header's search panel and the not-found page, which load when they
// show. So the shell provides the group for every app, in a chunk of its own ('alz-search', see
// tools/webpack/create-config.ts), and no page loads it before it shows a search bar.
import '@alz/shared/groups/search';
