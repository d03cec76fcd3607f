import fs from 'node:fs';
import path from 'node:path';
import * as reactRedux from 'react-redux';
import leftOut from './doors-left-out.json';

// The door stands in for the package on every page, so an app that starts using another of its
// names must find it there: what it leaves out is listed, and ESLint refuses those names.
it('names every export of react-redux but those listed as left out (connect)', () => {
  const source = fs.readFileSync(path.join(__dirname, 'react-redux-door.ts'), 'utf8');
  const passedOn = (source.match(/^export \{([^}]*)\} from 'react-redux-unshared';$/m)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect(passedOn.sort()).toEqual(
    Object.keys(reactRedux)
      // `default` is the test's CommonJS interop, not the package's.
      .filter((name) => ![...leftOut['react-redux'], 'default', '__esModule'].includes(name))
      .sort(),
  );
});
