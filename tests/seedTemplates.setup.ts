import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's seeded data folders, one per seed input (seedTemplates.ts). */
    seedTemplates: string;
  }
}

/** One folder per run for the seeded data folders the servers of its tests copy (seedTemplates.ts). */
export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'loyalty-seed-templates-'));
  project.provide('seedTemplates', root);
  return () => rmSync(root, { recursive: true, force: true });
}
