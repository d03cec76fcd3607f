// One Jest run for every front-end workspace and @alz/shared; the api has its own runner
// (node:test on PGlite) because it needs real databases, not jsdom.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const workspaces = [
  'shared',
  'shell',
  'mf-content',
  'mf-regions',
  'mf-vacancies',
  'mf-memorytest',
  'mf-search',
  'mf-picker',
];

/** @type {import('jest').Config} */
export default {
  projects: [
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // @fastify/static loads content-disposition 3, which is ES modules only: Node 20 requires it
      // as it is, Jest's module loader cannot before Node 24.9. The servers never use it.
      moduleNameMapper: { '^content-disposition$': '<rootDir>/jest/content-disposition.cjs' },
    },
    ...workspaces.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // Lexical (and its signals library) ship ES modules only; Jest runs CommonJS here, so swc compiles it like our code.
      transformIgnorePatterns: ['/node_modules/(?!(lexical|@lexical|@preact/signals-core)/)'],
      setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup.ts'],
      moduleNameMapper: {
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/../tools/jest/empty-module.js',
        '^@module-federation/enhanced/runtime$': '<rootDir>/../tools/jest/federation-runtime.ts',
        '^@test/(.*)$': '<rootDir>/../tools/jest/$1',
      },
    })),
  ],
};
