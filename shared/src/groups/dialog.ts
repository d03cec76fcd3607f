// The modal and the lightbox (see core.ts), in the shell's 'alz-dialog' file: loaded with the first
// dialog or gallery.
export * as ui_lightbox from '../ui/lightbox';
export * as ui_modal from '../ui/modal';
