// The utility bar and its share menu (see core.ts), in the shell's 'alz-utility-bar' file: loaded
// with the first page other than the home page.
export * as ui_share_menu from '../ui/share-menu';
export * as ui_utility_bar from '../ui/utility-bar';
