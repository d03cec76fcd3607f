import { setupServer } from 'msw/node';

/**
 * The network of every jsdom test: fetch is the real one (jest-fixed-jsdom) and MSW answers it,
 * so a page reads real Responses. Handlers come from stubFetch (@test/fetch-stub) or from a
 * test's own `server.use`; tools/jest/setup.ts starts the server and drops them after each test.
 */
export const server = setupServer();
