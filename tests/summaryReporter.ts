import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with the plain line 'N passed, N failed, N skipped' that CI reads, after the
 * names of the tests that passed only when tried again, so that no flaky test goes unseen.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        if (state === 'passed' && test.diagnostic()?.flaky)
          flaky.push(`${path.relative(process.cwd(), module.moduleId)}: ${test.fullName}`);
      }
    }
    if (flaky.length)
      process.stdout.write(`\nPassed only when tried again:\n${flaky.map(name => `  ${name}`).join('\n')}\n`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
