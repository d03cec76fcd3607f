import { loadCriticalApp } from './features/error-reporting/critical-failure';

// Async boundary: shared singletons are negotiated before any of them is imported.
// spec 2 §4: when this fails in production, the visitor goes to the static offline page.
void loadCriticalApp(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'), {
  production: process.env.NODE_ENV === 'production',
});
