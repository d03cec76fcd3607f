import { yieldToMain } from '@alz/shared/async/yield-to-main';

// The shell's start, in a few tasks instead of one: React's renderer, the store and the
// translations, then the routes and the first render each run their modules in a task of their
// own (`webpackMode: "eager"`: the modules are in this chunk, nothing more is fetched). One long
// task is what a slow phone cannot interrupt and what Lighthouse counts as blocking time; the
// same work in slices of a few milliseconds is not.
await yieldToMain();
await import(/* webpackMode: "eager" */ 'react-dom/client');
await yieldToMain();
await import(/* webpackMode: "eager" */ './store');
await yieldToMain();
const { start } = await import(/* webpackMode: "eager" */ './start');
await start();
