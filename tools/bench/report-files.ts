import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

/** The machine a bench ran on, as both reports give it. */
export function machineBasics() {
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/**
 * Writes a bench report into `dir` as `<name>.json` and `<name>.md`, formatted as the
 * repository's Prettier settings want them (they are committed). Answers the files written.
 */
export async function writeReportFiles(
  dir: string,
  name: string,
  report: unknown,
  markdown: string,
): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  const files = [
    { file: path.join(dir, `${name}.json`), text: JSON.stringify(report) },
    { file: path.join(dir, `${name}.md`), text: markdown },
  ];
  for (const { file, text } of files) {
    const options = (await prettier.resolveConfig(file)) ?? {};
    fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
  }
  return files.map(({ file }) => file);
}
