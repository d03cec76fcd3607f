// The scroll to an address's section (see core.ts), in the shell's 'alz-reveal' file.
export * as page_reveal_target from '../page/reveal-target';
