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
// MSW's own dependencies (rettime, until-async, @open-draft/deferred-promise) ship ES modules
// only, some as .mjs; swc compiles them to CommonJS like the rest.
const swcModules = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
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
      // get-port and execa (with its own dependencies) ship ES modules only; Node 20 requires them
      // as they are, Jest's CommonJS module loader cannot, so swc compiles them like our code.
      transformIgnorePatterns: [
        '/node_modules/(?!(get-port|execa|@sindresorhus/merge-streams|figures|is-unicode-supported|get-stream|@sec-ant/readable-stream|human-signals|is-plain-obj|is-stream|npm-run-path|path-key|unicorn-magic|pretty-ms|parse-ms|strip-final-newline|yoctocolors)/)',
      ],
      moduleNameMapper: {
        // @fastify/static loads content-disposition 3, which is ES modules only: Node 20 requires
        // it as it is, Jest's module loader cannot before Node 24.9. The servers never use it.
        '^content-disposition$': '<rootDir>/jest/content-disposition.cjs',
        // unicorn-magic names only an "import" export, which Jest's require-based resolver cannot see.
        '^unicorn-magic$': '<rootDir>/../node_modules/unicorn-magic/node.js',
      },
    },
    ...workspaces.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      // jest-fixed-jsdom (jsdom with Node's own fetch, Request, Response, streams and
      // TextEncoder, which MSW answers; plain jsdom has no fetch), with File, FormData and
      // FileReader fitted to them.
      testEnvironment: '<rootDir>/../tools/jest/jsdom-environment.js',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swcModules },
      // Lexical (and its signals library) and MSW's dependencies ship ES modules only; Jest runs
      // CommonJS here, so swc compiles them like our code.
      transformIgnorePatterns: [
        '/node_modules/(?!(lexical|@lexical|@preact/signals-core|rettime|until-async|@open-draft/deferred-promise)/)',
      ],
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
