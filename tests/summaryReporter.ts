import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files the summary names. */
const SLOWEST = 10;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A file's time: importing it, its environment and its tests and hooks. */
const fileTime = (module: TestModule) => {
  const { duration, collectDuration, environmentSetupDuration, setupDuration } = module.diagnostic();
  return duration + collectDuration + environmentSetupDuration + setupDuration;
};

/**
 * Ends the run with where its time went (each project's span and summed file time, the slowest
 * files), the names of the tests that passed only when tried again, so that no flaky test goes
 * unseen, and the plain line 'N passed, N failed, N skipped' that CI reads.
 */
export default class SummaryReporter implements Reporter {
  /** Each project's first file start and last file end (ms since the epoch). */
  private readonly spans = new Map<string, { from: number; to: number }>();

  onTestModuleStart(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (!span) this.spans.set(module.project.name, { from: Date.now(), to: Date.now() });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (span) span.to = Date.now();
  }

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
    process.stdout.write(`\n${this.projectTimes(testModules)}\n${this.slowestFiles(testModules)}`);
    if (flaky.length)
      process.stdout.write(`\nPassed only when tried again:\n${flaky.map(name => `  ${name}`).join('\n')}\n`);
    process.stdout.write(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }

  private projectTimes(testModules: ReadonlyArray<TestModule>): string {
    const lines = [...this.spans].map(([name, { from, to }]) => {
      const files = testModules.filter(module => module.project.name === name);
      const summed = files.reduce((sum, module) => sum + fileTime(module), 0);
      return `  ${name}: ${seconds(to - from)} from its first file to its last; ${files.length} files, ${seconds(summed)} of file time`;
    });
    return `Time by project:\n${lines.join('\n')}\n`;
  }

  private slowestFiles(testModules: ReadonlyArray<TestModule>): string {
    const slowest = [...testModules].sort((a, b) => fileTime(b) - fileTime(a)).slice(0, SLOWEST);
    const lines = slowest.map(
      module =>
        `  ${seconds(fileTime(module)).padStart(8)}  ${module.project.name.padEnd(6)} ${path.relative(process.cwd(), module.moduleId)}`,
    );
    return `The ${slowest.length} slowest files:\n${lines.join('\n')}\n`;
  }
}
