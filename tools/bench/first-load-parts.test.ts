import zlib from 'node:zlib';
import { SourceMapGenerator } from 'source-map-js';
import {
  firstLoadParts,
  firstLoadSection,
  firstLoadSums,
  partOf,
  ranCharacters,
  scriptParts,
  type FirstLoad,
} from './first-load-parts';

describe('partOf', () => {
  it.each([
    ['webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js', 'React and react-dom'],
    ['webpack://shell/node_modules/scheduler/cjs/scheduler.production.js', 'React and react-dom'],
    ['webpack://shell/../node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs', 'RTK Query'],
    [
      'webpack://shell/../node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs',
      'Redux Toolkit, Redux, immer, react-redux',
    ],
    ['webpack://shell/../node_modules/immer/dist/immer.mjs', 'Redux Toolkit, Redux, immer, react-redux'],
    ['webpack://shell/../tools/webpack/react-i18next-door.ts', 'i18next and react-i18next'],
    [
      'webpack://mf_content/../node_modules/html-parse-stringify/dist/html-parse-stringify.module.js',
      'i18next and react-i18next',
    ],
    ['webpack://shell/../node_modules/react-router/dist/development/chunk.mjs', 'React Router'],
    [
      'webpack://shell/../node_modules/@module-federation/runtime-core/dist/index.esm.js',
      'Module Federation and webpack runtime',
    ],
    ['webpack://shell/webpack/runtime/consumes', 'Module Federation and webpack runtime'],
    ['webpack://mf_content/node_modules/.federation/entry.abc.js', 'Module Federation and webpack runtime'],
    ['webpack://mf_content/external global "_FEDERATION_RUNTIME_CORE"', 'Module Federation and webpack runtime'],
    ['webpack://mf_content/tools/webpack/bundler-runtime-from-host.ts', 'Module Federation and webpack runtime'],
    // As webpack writes it, and as source-map-js hands it out with `../` resolved away.
    ['webpack://shell/../shared/src/ui/button.tsx', '@alz/shared'],
    ['webpack://shell/shared/src/ui/button.tsx', '@alz/shared'],
    ['webpack://shell/./src/routes/router.tsx', 'shell'],
    ['webpack://mf_content/src/lib/blocks/core/card.tsx', 'mf-content'],
    ['webpack://mf_content/alz-shared-member:@alz/shared/wire/read', 'mf-content'],
    ['webpack://shell/../node_modules/clsx/dist/clsx.mjs', 'other packages'],
    [null, '(unmapped)'],
  ])('%s is %s', (source, part) => {
    expect(partOf(source)).toBe(part);
  });
});

describe('ranCharacters', () => {
  it('lets a nested range override the one around it, whatever order the functions come in', () => {
    const ran = ranCharacters(10, [
      { ranges: [{ startOffset: 2, endOffset: 4, count: 0 }] },
      { ranges: [{ startOffset: 0, endOffset: 10, count: 1 }] },
      {
        ranges: [
          { startOffset: 6, endOffset: 9, count: 0 },
          { startOffset: 7, endOffset: 8, count: 3 },
        ],
      },
    ]);
    expect([...ran]).toEqual([1, 1, 0, 0, 1, 1, 0, 1, 0, 1]);
  });

  it('applies the longer of two ranges with the same start first', () => {
    const ran = ranCharacters(6, [
      { ranges: [{ startOffset: 0, endOffset: 3, count: 0 }] },
      { ranges: [{ startOffset: 0, endOffset: 6, count: 2 }] },
    ]);
    expect([...ran]).toEqual([0, 0, 0, 1, 1, 1]);
  });
});

// A minified file of three modules on one line, and a second line of text without a mapping.
const react = 'function r(){return 1}';
const app = 'function a(){return r()}';
const shared = 'var s=2;';
const texts = 'e.exports={"Title":"Welkom"}';
const code = `${react}${app}${shared}\n${texts}`;

function mapOf() {
  const generator = new SourceMapGenerator({ file: 'main.js' });
  const mark = (column: number, source: string, line = 1) =>
    generator.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  mark(0, 'webpack://shell/../node_modules/react-dom/index.js');
  mark(react.length, 'webpack://shell/./src/app.tsx');
  mark(react.length + app.length, 'webpack://shell/../shared/src/ui/s.ts');
  return JSON.parse(generator.toString());
}

describe('scriptParts', () => {
  it('gives each mapping the text up to the next mapping on its line, and text no mapping reaches to (unmapped)', () => {
    const ran = new Uint8Array(code.length);
    ran.fill(1, 0, react.length);
    ran.fill(1, code.length - 4);
    const parts = Object.fromEntries(scriptParts(code, mapOf(), ran).map((part) => [part.part, part]));
    expect(parts['React and react-dom']).toMatchObject({ characters: react.length, ran: react.length });
    expect(parts.shell).toMatchObject({ characters: app.length, ran: 0 });
    expect(parts['@alz/shared']).toMatchObject({ characters: shared.length });
    // The newline and the next line, which has no mapping, are (unmapped).
    expect(parts['(unmapped)']).toMatchObject({ characters: texts.length + 1, ran: 4 });
    expect(parts.shell!.deflatedAlone).toBe(zlib.deflateRawSync(app, { level: 9 }).length);
  });

  it("gives no text to a mapping past its line's end or behind the text already cut", () => {
    const generator = new SourceMapGenerator({ file: 'main.js' });
    const mark = (column: number, source: string) =>
      generator.addMapping({ generated: { line: 1, column }, original: { line: 1, column: 0 }, source });
    mark(0, 'webpack://shell/./src/app.tsx');
    mark(5, 'webpack://shell/../node_modules/react/index.js');
    mark(500, 'webpack://shell/../shared/src/ui/s.ts');
    const parts = scriptParts('0123456789', JSON.parse(generator.toString()), null);
    expect(parts.map(({ part, characters }) => [part, characters])).toEqual([
      ['shell', 5],
      ['React and react-dom', 5],
      ['@alz/shared', 0],
    ]);
  });

  it('counts a script without a source map whole', () => {
    expect(scriptParts(code, null, null)).toEqual([
      expect.objectContaining({ part: '(no source map)', characters: code.length, ran: 0 }),
    ]);
  });
});

describe('firstLoadParts and the report', () => {
  const scripts = [
    {
      url: 'http://localhost:3000/framework.0123abcd.js',
      gzip: 300,
      parts: [
        { part: 'React and react-dom', characters: 1000, ran: 400, deflatedAlone: 200 },
        { part: 'RTK Query', characters: 500, ran: 500, deflatedAlone: 200 },
      ],
    },
    {
      url: 'http://localhost:3001/remoteEntry.js',
      gzip: 100,
      parts: [
        { part: 'Module Federation and webpack runtime', characters: 100, ran: 50, deflatedAlone: 30 },
        { part: 'mf-content', characters: 200, ran: 50, deflatedAlone: 70 },
      ],
    },
    {
      url: 'http://localhost:3000/bootstrap.89abcdef.js',
      gzip: 1024,
      parts: [{ part: 'mf-content', characters: 200, ran: 150, deflatedAlone: 99 }],
    },
  ];

  it("splits each file's gzip size over its parts by their own compressed sizes, so the parts add up to the files", () => {
    const parts = firstLoadParts(scripts);
    expect(parts.map((part) => [part.part, part.gzip, part.characters, part.ran])).toEqual([
      ['mf-content', 70 + 1024, 400, 200],
      ['React and react-dom', 150, 1000, 400],
      ['RTK Query', 150, 500, 500],
      ['Module Federation and webpack runtime', 30, 100, 50],
    ]);
    expect(parts.reduce((sum, part) => sum + part.gzip, 0)).toBe(300 + 100 + 1024);
    expect(firstLoadSums(parts)).toEqual({ stack: 330, page: 1094, pageRan: 547 });
  });

  it('states the parts, the files and the sums in kB of 1,024 bytes', () => {
    const firstLoad: FirstLoad = {
      kind: 'home',
      label: 'home',
      path: '/',
      scripts: scripts.map(({ url, gzip }) => ({ url, gzip })),
      gzip: 1424,
      parts: firstLoadParts(scripts),
    };
    const text = firstLoadSection(firstLoad).join('\n\n');
    expect(text).toContain("## The home page's first load by part");
    expect(text).toMatch(/\| mf-content +\| 1\.1 kB +\| 50 % +\|/);
    expect(text).toMatch(/\| RTK Query +\| 0\.1 kB +\| 100 % +\|/);
    expect(text).toContain('Files: framework.js 0.3 kB, remoteEntry.js 0.1 kB, bootstrap.js 1.0 kB; 1.4 kB in all.');
    expect(text).toContain('weigh 0.3 kB before any code of the site');
    expect(text).toContain('the first load would be about 0.9 kB');
  });
});
