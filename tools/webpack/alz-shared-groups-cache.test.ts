import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack, { type Configuration, type Stats } from 'webpack';
import { ConsumeSharedPlugin } from '@module-federation/enhanced';
import { AlzSharedGroupsPlugin } from './alz-shared-groups';

// A remote's import of a grouped module of @alz/shared becomes a small module that takes the
// module's namespace from its group, which the remote consumes from the page (alz-shared-groups.ts).
// Written as `module.exports = require(group).name`, webpack's persistent cache (5.111) brought
// it back as a module without exports: a second build with nothing changed warned "export … was
// not found in '@alz/shared/…' (module has no exports)" for every import (886 on a full build)
// and wrote other code for it than the first.

jest.setTimeout(60_000);

function build(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)));
    });
  });
}

it('builds a remote that imports a grouped module the same way with and without its persistent cache', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alz-groups-'));
  try {
    fs.mkdirSync(path.join(dir, 'groups'));
    fs.mkdirSync(path.join(dir, 'src'));
    fs.mkdirSync(path.join(dir, 'ui'));
    // Plain JavaScript in .ts files, as the plugin reads the group files by that name.
    fs.writeFileSync(path.join(dir, 'groups/core.ts'), "export * as ui_button from '../ui/button';\n");
    fs.writeFileSync(path.join(dir, 'ui/button.ts'), 'export const label = (text) => `[${text}]`;\n');
    fs.writeFileSync(
      path.join(dir, 'src/index.js'),
      "import { label } from '@alz/shared/ui/button';\nconsole.log(label('Zoeken'));\n",
    );
    const config = (): Configuration => ({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: { path: path.join(dir, 'dist'), uniqueName: 'fixture' },
      optimization: { minimize: false },
      cache: { type: 'filesystem', cacheDirectory: path.join(dir, 'cache'), buildDependencies: {} },
      infrastructureLogging: { level: 'error' },
      resolve: { extensions: ['.ts', '.js'], alias: { '@alz/shared/groups': path.join(dir, 'groups') } },
      module: { rules: [{ test: /\.ts$/, type: 'javascript/auto' }] },
      plugins: [
        new ConsumeSharedPlugin({
          consumes: { '@alz/shared/groups/': { singleton: true, requiredVersion: false } },
          shareScope: 'default',
        }),
        new AlzSharedGroupsPlugin(path.join(dir, 'groups'), dir),
      ],
    });
    const cold = await build(config());
    const warm = await build(config());
    const output = () => fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8');
    expect(cold.compilation.errors).toEqual([]);
    expect(cold.compilation.warnings).toEqual([]);
    const coldOutput = output();
    expect(warm.compilation.warnings.map((warning) => warning.message)).toEqual([]);
    expect(output()).toBe(coldOutput);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
