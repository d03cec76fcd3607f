import fs from 'node:fs';
import path from 'node:path';
import * as reactI18next from 'react-i18next';
import leftOut from './doors-left-out.json';

// The door stands in for the package on every page, so an app that starts using another of its
// names must find it there: what it leaves out is listed, and ESLint refuses those names.
it('names every export of react-i18next but those listed as left out', () => {
  const source = fs.readFileSync(path.join(__dirname, 'react-i18next-door.ts'), 'utf8');
  const declared = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map(([, name]) => name!);
  const passedOn = (source.match(/^export \{([^}]*)\} from 'react-i18next-unshared';$/m)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  expect([...declared, ...passedOn].sort()).toEqual(
    Object.keys(reactI18next)
      .filter((name) => !leftOut['react-i18next'].includes(name) && name !== '__esModule')
      .sort(),
  );
});
