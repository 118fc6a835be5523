/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@/lib/db/client';

jest.setTimeout(60_000);

test('the embedded database folder and its files are the site user’s alone', async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'aurex-private-'));
  const dataDir = path.join(parent, 'db');
  try {
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const shared = readdirSync(dataDir, { recursive: true, withFileTypes: true })
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => (statSync(file).mode & 0o077) !== 0);
    expect(shared).toEqual([]);
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});
