/** @jest-environment node */
/**
 * The per-language typesetting of app/globals.css reaches components through custom
 * properties, so a rule a component adds must read them: a letter-spacing written as a plain
 * length would track Arabic, CJK, Thai and Hebrew text, which must not be tracked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

function cssFiles(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const STYLESHEETS = [...cssFiles('app'), ...cssFiles('components')];

it('finds the stylesheets', () => {
  expect(STYLESHEETS).toContain(path.join('app', 'globals.css'));
  expect(STYLESHEETS.length).toBeGreaterThan(20);
});

it.each(STYLESHEETS)('%s: every letter-spacing gives way to the script (var(--script-tracking, …))', (file) => {
  const declarations = [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/letter-spacing\s*:\s*([^;}]+)/g)].map((match) => match[1]!.trim());
  expect(declarations.filter((value) => !/^var\(--script-tracking,\s*[^)]+\)$/.test(value) && value !== 'normal')).toEqual([]);
});

it('the languages whose scripts are not tracked, and only those, turn tracking off', () => {
  const globals = readFileSync(path.join(ROOT, 'app', 'globals.css'), 'utf8');
  const rule = globals.match(/([^{}]+)\{\s*--script-tracking:\s*normal;\s*\}/);
  expect(rule?.[1]!.match(/\[lang\|="([a-z]+)"\]/g)).toEqual(['ar', 'he', 'ja', 'zh', 'ko', 'th'].map((language) => `[lang|="${language}"]`));
});
