import { existsSync, readFileSync } from 'node:fs';

export interface StepResult {
  step: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
}

/** Counts from jest's --json output; a run that failed without a failing test counts as one failure. */
export function jestCounts(file: string, exitCode: number): Pick<StepResult, 'passed' | 'failed' | 'skipped'> {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  };
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  return {
    passed: json.numPassedTests,
    failed: failed === 0 && exitCode !== 0 ? 1 : failed,
    skipped: json.numPendingTests + json.numTodoTests,
  };
}

/** Counts from Playwright's JSON reporter. */
export function playwrightCounts(file: string, exitCode: number): Pick<StepResult, 'passed' | 'failed' | 'skipped'> {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const failed = json.stats.unexpected + json.stats.flaky;
  return {
    passed: json.stats.expected,
    failed: failed === 0 && exitCode !== 0 ? 1 : failed,
    skipped: json.stats.skipped,
  };
}

export function printSummary(results: StepResult[]): { passed: number; failed: number } {
  console.log('\nStep                         passed  failed  skipped   time');
  for (const r of results) {
    console.log(
      `${r.step.padEnd(28)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${r.seconds.toFixed(0).padStart(4)} s`,
    );
  }
  return {
    passed: results.reduce((s, r) => s + r.passed, 0),
    failed: results.reduce((s, r) => s + r.failed, 0),
  };
}
