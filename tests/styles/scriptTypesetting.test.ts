/** @jest-environment node */
/**
 * The per-language typesetting of app/globals.css reaches components through custom
 * properties, so a rule a component adds must read them: a letter-spacing written as a plain
 * length would track Arabic, CJK, Thai and Hebrew text, which must not be tracked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, scriptOf, typesettingOf } from '@/lib/i18n/locales';
import { SCRIPTS, SCRIPT_TYPESETTING } from '@/lib/i18n/scripts';

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

const GLOBALS = readFileSync(path.join(ROOT, 'app', 'globals.css'), 'utf8');

/** The scripts a rule of globals.css whose declarations match `declaration` selects. */
function scriptsOfRule(declaration: RegExp): string[] {
  const rule = [...GLOBALS.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find((match) => declaration.test(match[2]!));
  return [...(rule?.[1] ?? '').matchAll(/\[data-script="([a-z]+)"\]/g)].map((match) => match[1]!);
}

it('the scripts that are not tracked (lib/i18n/scripts.ts), and only those, turn tracking off', () => {
  expect(scriptsOfRule(/--script-tracking:\s*normal/)).toEqual(SCRIPTS.filter((script) => !SCRIPT_TYPESETTING[script].tracked));
});

it('every script but Latin has its fonts, and every language its script and hyphenation from the registry', () => {
  const withFonts = [...GLOBALS.matchAll(/([^{}]+)\{\s*--font-sans:/g)].flatMap((match) => [...match[1]!.matchAll(/\[data-script="([a-z]+)"\]/g)].map((script) => script[1]));
  expect(new Set(withFonts)).toEqual(new Set(SCRIPTS.filter((script) => script !== 'latin')));
  expect(typesettingOf('ja-JP')).toEqual({ 'data-script': 'japanese' });
  expect(typesettingOf('de-DE')).toEqual({ 'data-hyphens': 'compounds' });
  expect(typesettingOf('ru-RU')).toEqual({ 'data-script': 'cyrillic', 'data-hyphens': 'compounds' });
  expect(typesettingOf('en-US')).toEqual({});
  expect(GLOBALS).toMatch(/\[data-hyphens="compounds"\]\s*\{\s*--compound-hyphens:\s*auto;/);
  expect(LOCALES.filter((locale) => scriptOf(locale) === 'japanese')).toEqual(['ja-JP']);
});
