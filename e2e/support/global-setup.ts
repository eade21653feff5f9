import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startProduct } from './product.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

let templateDir: string | undefined;

/** Seeds one data folder (migrations, admin, demo content) per run; every browser test copies it. */
export async function setup(project: TestProject) {
  templateDir = mkdtempSync(path.join(tmpdir(), 'softhouse-e2e-template-'));
  const product = await startProduct({ dataDir: templateDir });
  const code = await product.stop();
  if (code !== 0) throw new Error(`seeding the template exited with ${code}:\n${product.logs.join('')}`);
  project.provide('templateDir', templateDir);
}

export async function teardown() {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true });
}
