/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPrintCache } from '@/scripts/documents/printCache';

describe('the print cache', () => {
  let dir: string;
  let work: string;
  const env = () => ({ DOCUMENTS_CACHE_DIR: path.join(dir, 'cache') });
  const printed = (name: string, bytes: string) => {
    const file = path.join(work, name);
    writeFileSync(file, bytes);
    return file;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'print-cache-'));
    work = path.join(dir, 'work');
    mkdirSync(work);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back the PDF printed from the same input, and nothing for another input', () => {
    const first = openPrintCache('Chromium 150', env());
    expect(first.restore('<html>A</html>', path.join(work, 'a.pdf'))).toBe(false);
    first.keep('<html>A</html>', printed('a.pdf', '%PDF A'));

    const next = openPrintCache('Chromium 150', env());
    const restored = path.join(work, 'again.pdf');
    expect(next.restore('<html>A</html>', restored)).toBe(true);
    expect(readFileSync(restored, 'utf8')).toBe('%PDF A');
    expect(next.restore('<html>B</html>', path.join(work, 'b.pdf'))).toBe(false);
    expect(next.hits).toBe(1);
  });

  it('keeps nothing across a browser upgrade', () => {
    openPrintCache('Chromium 150', env()).keep('<html>A</html>', printed('a.pdf', '%PDF A'));
    expect(openPrintCache('Chromium 151', env()).restore('<html>A</html>', path.join(work, 'x.pdf'))).toBe(false);
  });

  it('removes, when pruned, the entries this build did not use', () => {
    const first = openPrintCache('Chromium 150', env());
    first.keep('A', printed('a.pdf', '%PDF A'));
    first.keep('B', printed('b.pdf', '%PDF B'));
    const next = openPrintCache('Chromium 150', env());
    next.restore('A', path.join(work, 'a2.pdf'));
    next.prune();
    expect(readdirSync(env().DOCUMENTS_CACHE_DIR)).toHaveLength(1);
    expect(openPrintCache('Chromium 150', env()).restore('B', path.join(work, 'b2.pdf'))).toBe(false);
  });

  it('is off with DOCUMENTS_CACHE=off', () => {
    const off = { ...env(), DOCUMENTS_CACHE: 'off' };
    openPrintCache('Chromium 150', off).keep('A', printed('a.pdf', '%PDF A'));
    expect(openPrintCache('Chromium 150', off).restore('A', path.join(work, 'a2.pdf'))).toBe(false);
  });
});
