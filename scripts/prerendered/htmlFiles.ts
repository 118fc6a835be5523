import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Every prerendered page (`.html`) under `directory`, depth first. */
export async function* htmlFiles(directory: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}
