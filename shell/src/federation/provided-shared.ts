// The shell provides @alz/shared to the remotes as a few groups (shared/src/groups) rather than
// module by module, each one shared module: a remote's page finds them in the shell's files (the
// core group in its one @alz/shared file, fetched with main.js, see
// tools/webpack/create-config.ts), instead of fetching its own copies, and the federation runtime
// registers and resolves a few modules instead of 80-odd. Importing them is enough for federation
// to provide them, and this file is never loaded (start.tsx names it in an import it never calls):
// a group is run only when a remote first asks for it. The groups leave out, so no page pays for
// them: the phone number rules (libphonenumber-js, about 50 kB gzip) that only the application
// form needs, the stand-alone mount of a remote's own page, the picker's containers (editors
// only), and the national newsletter form (loaded when a sign-up comes near, or with a page that
// has a newsletter block, in its own 'alz-signup' chunk); a remote bundles those it uses. The
// search bars' group is imported by provided-search-bar.ts (registered at start like the others;
// its code loads with the first search bar).
// provided-shared.test.ts keeps the groups complete.
import '@alz/shared/groups/core';
import '@alz/shared/groups/dialog';
import '@alz/shared/groups/forms';
import '@alz/shared/groups/reveal';
import '@alz/shared/groups/router';
import '@alz/shared/groups/utility-bar';
import '@alz/shared/groups/video';
