import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// React Router 7 needs these, and Jest's jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
