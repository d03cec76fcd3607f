// The router door, a group of its own (see core.ts). Modules of the other groups import it by its
// package name (one router context on the page), which a remote's build turns into this group; in
// the core group, a remote's own copy of core (used when no shell provides it) would ask for core
// while it loads.
export * as router from '../router';
