// Lighthouse 12 through its node API on Debian's Chromium, mobile preset: the median of a few
// runs per page kind, each in a fresh browser.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath, consentCookieList } from './browser';
import { onCleanup } from './cleanup';
import { kindFailure, type KindFailure, type PageKind } from './page-kinds';
import { medianBy } from './stats';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

export interface LighthouseRun {
  /** Category scores, 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  benchmarkIndex: number;
  /** Lighthouse's own warnings about the run (e.g. a redirect, a slow page). */
  warnings: string[];
}

export interface LighthouseResult {
  kind: string;
  label: string;
  path: string;
  /** The run with the median performance score. */
  median: LighthouseRun;
  runs: LighthouseRun[];
}

/** What Lighthouse ran with, from the last run: the report states it. */
export interface LighthouseSettings {
  version: string;
  formFactor: string;
  throttlingMethod: string;
  throttling: { rttMs?: number; throughputKbps?: number; cpuSlowdownMultiplier?: number };
}

const score = (lhr: Result, category: string): number | null => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

const metric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

function toRun(lhr: Result): LighthouseRun {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: metric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings.map(String),
  };
}

async function runOnce(url: string, siteUrl: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    // The bench's own Ctrl-C handler stops it, after the site it was measuring.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = onCleanup(() => chrome.kill());
  try {
    // Lighthouse opens its tab in the browser's default context and clears the origin's cache
    // and storage before loading, but not its cookies: the consent set here stays.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium started without its default context');
    await context.addCookies(consentCookieList(siteUrl));
    // A browser connected over CDP is only disconnected by close(), not ended.
    await browser.close();
    // No config: Lighthouse's default is the mobile preset (moto g power screen, simulated slow
    // 4G and a 4× slower CPU).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await stop();
  }
}

/** Runs Lighthouse `runs` times per kind, one run at a time (the machine has two cores). */
export async function runLighthouse(
  siteUrl: string,
  kinds: readonly PageKind[],
  runs: number,
): Promise<{ results: LighthouseResult[]; failures: KindFailure[]; settings: LighthouseSettings | null }> {
  const results: LighthouseResult[] = [];
  const failures: KindFailure[] = [];
  let last: Result | undefined;
  for (const kind of kinds) {
    const kindRuns: LighthouseRun[] = [];
    const url = new URL(kind.path, siteUrl).toString();
    try {
      for (let run = 1; run <= runs; run++) {
        // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to run it again.
        last = await runOnce(url, siteUrl).catch((error: unknown) => {
          console.error(`  run failed, once more: ${error instanceof Error ? error.message : error}`);
          return runOnce(url, siteUrl);
        });
        kindRuns.push(toRun(last));
        console.log(`Lighthouse: ${kind.label}, run ${run}/${runs}: performance ${kindRuns.at(-1)?.performance}`);
      }
    } catch (error) {
      failures.push(kindFailure(kind, error));
      console.error(`  not measured: ${failures.at(-1)?.error}`);
      continue;
    }
    const median = medianBy(kindRuns, (run) => run.performance ?? -1);
    if (median) results.push({ kind: kind.id, label: kind.label, path: kind.path, median, runs: kindRuns });
  }
  const settings = last
    ? {
        version: last.lighthouseVersion,
        formFactor: last.configSettings.formFactor,
        throttlingMethod: last.configSettings.throttlingMethod,
        throttling: last.configSettings.throttling,
      }
    : null;
  return { results, failures, settings };
}
