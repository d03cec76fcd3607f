import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/**
 * Adds `<link rel="preload">` for the named async chunks a page always needs at start (the
 * shell's bootstrap and the shared packages it provides) to the built index.html, so the browser
 * fetches them together with main.js instead of after main.js has run. It is in the built page,
 * so every server (the local one, nginx) sends it.
 */
export class PreloadStartupChunksPlugin {
  constructor(private readonly chunkNames: readonly string[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunksPlugin',
        (data) => {
          if (data.outputName !== 'index.html') return data;
          const publicPath = data.publicPath;
          const links = this.chunkNames.flatMap((name) => {
            const chunk = compilation.namedChunks.get(name);
            if (!chunk) throw new Error(`PreloadStartupChunksPlugin: no chunk named "${name}"`);
            // CSS first: a page cannot show before its styles.
            return [...chunk.files]
              .filter((file) => /\.(css|js)$/.test(file))
              .sort((a, b) => Number(a.endsWith('.js')) - Number(b.endsWith('.js')))
              .map((file) =>
                HtmlWebpackPlugin.createHtmlTagObject('link', {
                  rel: 'preload',
                  href: `${publicPath}${file}`,
                  as: file.endsWith('.css') ? 'style' : 'script',
                }),
              );
          });
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }
}
