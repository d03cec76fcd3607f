// A package under a name that federation does not share: an alias in create-config.ts, used by
// react-i18next-door.ts and react-redux-door.ts.
declare module 'react-i18next-unshared' {
  export * from 'react-i18next';
}

declare module 'react-redux-unshared' {
  export * from 'react-redux';
}

// One file of the federation bundler runtime, for bundler-runtime-from-host.ts.
declare module 'federation-init-container-entry' {
  export const initContainerEntry: (options: unknown) => unknown;
}
