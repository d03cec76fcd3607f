import fs from 'node:fs';
import path from 'node:path';
import * as reactRedux from 'react-redux';

// The door stands in for the package on every page, so an app that starts using another of its
// names must find it there.
it('names every export of react-redux but connect', () => {
  const source = fs.readFileSync(path.join(__dirname, 'react-redux-door.ts'), 'utf8');
  const passedOn = (source.match(/^export \{([^}]*)\} from 'react-redux-unshared';$/m)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect(passedOn.sort()).toEqual(
    Object.keys(reactRedux)
      // `default` is the test's CommonJS interop, not the package's.
      .filter((name) => !['connect', 'legacy_connect', 'default', '__esModule'].includes(name))
      .sort(),
  );
});
