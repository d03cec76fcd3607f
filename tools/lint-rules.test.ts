import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null }[];
}

/** Runs the project's ESLint on fixture files that the normal lint leaves out. */
function lint(fixture: string): { status: number | null; rules: string[] } {
  const run = spawnSync(
    path.join(repoRoot, 'node_modules/.bin/eslint'),
    ['--no-ignore', '--format', 'json', path.join('tools/lint-fixtures', fixture)],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  const results = JSON.parse(run.stdout) as LintResult[];
  return { status: run.status, rules: results.flatMap((result) => result.messages.map((m) => m.ruleId ?? '')) };
}

describe('the lint rules', () => {
  it('fail on an import loop', () => {
    const { status, rules } = lint('import-loop');
    expect(status).toBe(1);
    expect(rules).toEqual(['import/no-cycle', 'import/no-cycle']);
  }, 60_000);

  it('fail on a feature importing another feature, and on lib/ importing a feature', () => {
    const { status, rules } = lint('feature-import');
    expect(status).toBe(1);
    expect(rules).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths']);
  }, 60_000);

  it('fail on a tool importing e2e/ or the api past its public entries', () => {
    const { status, rules } = lint('tools-arrow');
    expect(status).toBe(1);
    expect(rules).toEqual(['import/no-restricted-paths', 'import/no-restricted-paths']);
  }, 60_000);

  it('fail on a component reading a field_ name', () => {
    const { status, rules } = lint('field-read');
    expect(status).toBe(1);
    expect(rules).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  }, 60_000);

  it('fail on a name the shared doors to react-i18next and react-redux leave out', () => {
    const { status, rules } = lint('door-left-out');
    expect(status).toBe(1);
    expect(rules).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  }, 60_000);
});
