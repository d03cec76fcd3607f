import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

interface StepTime {
  /** `expect` for an expectation, `pw:api` for an action such as a click or a page load. */
  category: string;
  name: string;
  seconds: number;
}

/**
 * Records how long each expectation and each action of every test waited, so the expectation
 * timeout of playwright.config.ts can be chosen from the slowest one measured. Writes them,
 * slowest first, to the file named by E2E_STEP_TIMES_OUTPUT_NAME (`npm test` prints the top);
 * without it, prints the five slowest of each kind.
 */
export default class StepTimesReporter implements Reporter {
  private readonly steps: StepTime[] = [];

  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== 'expect' && step.category !== 'pw:api') return;
    const where = step.location ? `${path.basename(step.location.file)}:${step.location.line}` : '';
    this.steps.push({
      category: step.category,
      name: `${where} ${step.title} (in "${test.title}")`.trim(),
      seconds: step.duration / 1000,
    });
  }

  onEnd(): void {
    // The slowest of each kind, so many slow actions never push every expectation out.
    const slowest = ['expect', 'pw:api'].flatMap((category) =>
      this.steps
        .filter((step) => step.category === category)
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, 25),
    );
    const output = process.env.E2E_STEP_TIMES_OUTPUT_NAME;
    if (output) {
      fs.writeFileSync(output, JSON.stringify(slowest, null, 2));
      return;
    }
    for (const category of ['expect', 'pw:api']) {
      console.log(`\nSlowest ${category === 'expect' ? 'expectations' : 'actions'}:`);
      for (const step of slowest.filter((s) => s.category === category).slice(0, 5)) {
        console.log(`  ${step.seconds.toFixed(1).padStart(6)}s  ${step.name}`);
      }
    }
  }

  printsToStdio(): boolean {
    return !process.env.E2E_STEP_TIMES_OUTPUT_NAME;
  }
}
