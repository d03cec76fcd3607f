// Where the shell puts @alz/shared's modules (splitChunks in create-config.ts): the file loaded
// with main.js ('alz-shared') and the files that load on demand. shared/src/groups follows these
// files, one group per file (alz-shared-chunks.test.ts), so asking for a group never loads a file
// its modules would not have loaded.

/** A file of @alz/shared by its path, `/` or `\` between folders. */
const inShared = (pattern: string) => new RegExp(`[\\\\/]shared[\\\\/]src[\\\\/]${pattern}`);

// The files that load on demand, by name, with the chunk each goes in.
const onDemandChunks: Record<string, string> = {
  'video-player': 'alz-video',
  modal: 'alz-dialog',
  lightbox: 'alz-dialog',
  'utility-bar': 'alz-utility-bar',
  'share-menu': 'alz-utility-bar',
  // The scroll to an address's section: with the first address that has a hash, or a region page.
  'reveal-target': 'alz-reveal',
};
const onDemandFile = inShared(String.raw`(?:ui|page)[\\/]([\w-]+?)(\.module\.css|\.tsx?)$`);

/** The on-demand chunk of a file of @alz/shared (a CSS file's own module included), if it has one. */
export const alzOnDemandChunk = (file: string): string | undefined =>
  onDemandChunks[onDemandFile.exec(file)?.[1] ?? ''];

/** The search bars' slot and what only it and the not-found page use ('alz-search'). */
export const alzSearchFiles = inShared(String.raw`(search[\\/]|ui[\\/](search-bar-(form|slot)|popular-pages))`);

/**
 * The national newsletter form, the form kit, the e-mail sign-up and the proof-of-work a form
 * solves when it is sent, with altcha-lib's solver ('alz-signup').
 */
export const alzSignupFiles = new RegExp(
  String.raw`[\\/]node_modules[\\/]altcha-lib[\\/]|[\\/]shared[\\/]src[\\/](api[\\/]proof-of-work|form[\\/]|newsletter[\\/](use-newsletter-signup|send-newsletter-signup|use-email-signup)|ui[\\/]newsletter-signup-form|validation[\\/](newsletter-fields|email-rules))`,
);

/** Every other file of @alz/shared ('alz-shared', loaded with main.js). */
export const alzSharedFiles = inShared('');

/** The shell's file a module of @alz/shared goes in, as splitChunks decides (by priority). */
export function alzSharedChunkOf(file: string): string | undefined {
  return (
    alzOnDemandChunk(file) ??
    (alzSearchFiles.test(file) ? 'alz-search' : undefined) ??
    (alzSignupFiles.test(file) ? 'alz-signup' : undefined) ??
    (alzSharedFiles.test(file) ? 'alz-shared' : undefined)
  );
}
