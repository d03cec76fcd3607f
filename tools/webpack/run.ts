// Builds (or watches) the webpack config of the workspace it is run from. Used by every
// workspace's `build` script so each app stays buildable on its own.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';

const watch = process.argv.includes('--watch');
const mode = watch || process.argv.includes('--dev-once') ? 'development' : 'production';
const dir = process.cwd();

const module = (await import(pathToFileURL(path.join(dir, 'webpack.config.ts')).href)) as {
  default: (env: unknown, argv: { mode: string }) => Configuration;
};
const compiler = webpack(module.default({}, { mode }));

const report = (err: Error | null, stats?: webpack.Stats) => {
  if (err) {
    console.error(err);
    process.exitCode = 1;
    return;
  }
  if (stats?.hasErrors() || stats?.hasWarnings()) console.log(stats.toString('errors-warnings'));
  if (stats?.hasErrors()) process.exitCode = 1;
  // `STATS_DIR=/tmp/stats npm run build`: each app's full stats, for looking into what a chunk holds.
  if (stats && process.env.STATS_DIR) {
    fs.mkdirSync(process.env.STATS_DIR, { recursive: true });
    const json = stats.toJson({
      all: false,
      chunks: true,
      chunkModules: true,
      // Every module by name, also those from the persistent cache and inside concatenations.
      cachedModules: true,
      chunkModulesSpace: Infinity,
      nestedModules: true,
      nestedModulesSpace: Infinity,
      dependentModules: true,
      assets: true,
      ids: true,
      reasons: false,
    });
    fs.writeFileSync(path.join(process.env.STATS_DIR, `${path.basename(dir)}.json`), JSON.stringify(json));
  }
  const seconds = stats ? ((stats.endTime - stats.startTime) / 1000).toFixed(1) : '?';
  console.log(`${path.basename(dir)}: built in ${seconds}s (${mode})`);
};

if (watch) {
  compiler.watch({ aggregateTimeout: 200 }, report);
} else {
  compiler.run((err, stats) => {
    report(err, stats);
    compiler.close(() => undefined);
  });
}
