import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const created: string[] = [];

// Registered when a test file imports this module, so every folder it made goes when the file ends.
afterAll(() => created.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A new empty folder under the system's temporary folder, removed when the test file ends. */
export function scratchDirectory(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}
