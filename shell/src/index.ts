import { loadCriticalApp } from './features/error-reporting/critical-failure';
import { yieldToMain } from '@alz/shared/async/yield-to-main';

// Async boundary: shared singletons are negotiated before any of them is imported. In a task of
// its own: the federation runtime's start (above) and the shared packages' negotiation for the
// bootstrap chunk (below) would be one long task otherwise (see bootstrap.tsx). yieldToMain
// depends on nothing but the browser, and the shell takes @alz/shared as it is, not through the
// share scope (tools/webpack/create-config.ts), so it may come before the boundary.
// spec 2 §4: when this fails in production, the visitor goes to the static offline page.
void loadCriticalApp(
  async () => {
    await yieldToMain();
    return import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  },
  { production: process.env.NODE_ENV === 'production' },
);
