import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { loadSanitizer } from '../../shared/src/rich-text/sanitize';

// React Router 7 needs these, and Jest's jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no HTML Sanitizer API, so rich text is sanitised by DOMPurify, which the site loads
// on demand (shared/src/rich-text/sanitize.ts); tests start with it loaded.
beforeAll(() => loadSanitizer());
