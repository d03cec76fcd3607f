// What `use-sync-external-store/shim` resolves to in the apps' builds (create-config.ts): React's
// own hook, which the shim returns on React 18 and later.
export { useSyncExternalStore } from 'react';
