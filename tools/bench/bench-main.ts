import { cleanUp } from './cleanup';
import { takeBenchLock } from './lock';

/**
 * The frame of a bench script (`npm run bench`, `npm run bench:search`): reads its options and
 * takes the bench lock (a wrong flag or a bench already running ends with its message, exit 2),
 * runs it and always cleans up what it started; Ctrl-C cleans up too, a second one ends at once.
 * `bench` may answer how many answers failed: more than none is exit 1.
 */
export async function runBench<Options>(
  readOptions: () => Options,
  bench: (options: Options) => Promise<number | void>,
): Promise<void> {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    console.log(`\n${signal}: stopping what the bench started…`);
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  let options: Options;
  try {
    options = readOptions();
    takeBenchLock();
  } catch (error) {
    // A wrong flag or a bench already running: its message is the whole story.
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }

  try {
    const failed = await bench(options);
    if (failed && failed > 0) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
