/**
 * Which newer next, react, react-dom, next-intl and use-intl the npm registry has, against what
 * package.json asks for and what is installed; with `--install`, which framework canary
 * (tests/framework, docs/framework-internals.md) the newest next and react break.
 *
 *   npx tsx scripts/try-upgrade.ts                    # versions only (CI's lint step): exit 0
 *   npx tsx scripts/try-upgrade.ts --install          # and the canaries on the newest next, react, react-dom
 *   npx tsx scripts/try-upgrade.ts --install --intl   # next-intl and use-intl too
 *   npx tsx scripts/try-upgrade.ts --install --keep   # leave the copy for a look
 *
 * Without `--install` it asks the registry only (`npm view`), and exits 0 whatever it finds: a
 * newer version is news, not a failure, and an unreachable or garbled registry is a warning.
 * With `--install` it copies the working tree (tracked and untracked files, not what git
 * ignores) into a temporary folder, installs the newest versions there (npm, from the registry
 * or its cache), applies patches/ as the postinstall would, runs `jest tests/framework`, prints
 * each canary that broke, removes the folder, and exits 1 if anything broke.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const PACKAGES = ['next', 'react', 'react-dom', 'next-intl', 'use-intl'] as const;
type Package = (typeof PACKAGES)[number];
/** What `--install` upgrades; `--intl` adds next-intl and use-intl. */
const FRAMEWORK: readonly Package[] = ['next', 'react', 'react-dom'];
const INTL: readonly Package[] = ['next-intl', 'use-intl'];
const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([\w.-]+))?$/;
const REGISTRY_TIMEOUT_MS = 30_000;

const run = promisify(execFile);

interface Row {
  name: Package;
  declared: string | undefined;
  installed: string | undefined;
  newest: string | Error;
}

/** A version from `npm view … --json`'s answer, or what was wrong with it. */
function versionFrom(answer: string): string | Error {
  try {
    const parsed: unknown = JSON.parse(answer);
    if (typeof parsed === 'string' && VERSION.test(parsed)) return parsed;
  } catch {
    // Not JSON: reported below, as any other answer that is not a version.
  }
  return new Error(`the registry answered ${JSON.stringify(answer.trim().slice(0, 60))}, not a version`);
}

/** The newest version the registry has (its `latest` tag), or why it could not be told. */
async function newestVersion(name: string): Promise<string | Error> {
  try {
    const { stdout } = await run('npm', ['view', name, 'version', '--json', '--fetch-retries=0', `--fetch-timeout=${REGISTRY_TIMEOUT_MS}`], {
      cwd: ROOT,
      timeout: REGISTRY_TIMEOUT_MS + 5_000,
    });
    return versionFrom(stdout);
  } catch (error) {
    const message = error instanceof Error ? ((error as { stderr?: string }).stderr || error.message) : String(error);
    return new Error(message.split('\n').find((line) => line.trim()) ?? 'no answer');
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The version of a package installed under `root` (read from its package.json: some do not export it). */
function installedVersion(root: string, name: string): string | undefined {
  return readJson<{ version?: string }>(path.join(root, 'node_modules', name, 'package.json'))?.version;
}

function declaredVersions(root: string): Record<string, string> {
  const manifest = readJson<{ dependencies?: Record<string, string>; devDependencies?: Record<string, string> }>(path.join(root, 'package.json'));
  return { ...manifest?.devDependencies, ...manifest?.dependencies };
}

/** The React that Next.js ships inside itself: what the App Router renders and hydrates with. */
function nextsOwnReact(root: string): string | undefined {
  try {
    return (createRequire(path.join(root, 'package.json'))('next/dist/compiled/react-dom') as { version?: string }).version;
  } catch {
    return undefined;
  }
}

/** -1, 0 or 1 as `a` is older than, the same as, or newer than `b` (semver order; a prerelease precedes its release). */
function compareVersions(a: string, b: string): number {
  const [, ...left] = VERSION.exec(a) ?? [];
  const [, ...right] = VERSION.exec(b) ?? [];
  for (let part = 0; part < 3; part += 1) {
    const difference = Number(left[part]) - Number(right[part]);
    if (difference) return Math.sign(difference);
  }
  if (left[3] === right[3]) return 0;
  if (left[3] === undefined) return 1;
  if (right[3] === undefined) return -1;
  return left[3] < right[3] ? -1 : 1;
}

const isExact = (declared: string | undefined) => declared !== undefined && VERSION.test(declared);

/** Whether a `^` or `~` range admits `version` (other ranges: undefined, not told). */
function admits(range: string, version: string): boolean | undefined {
  const match = /^([~^])(\d+\.\d+\.\d+(?:-[\w.-]+)?)$/.exec(range);
  if (!match) return undefined;
  const [, operator, floor] = match as unknown as [string, string, string];
  const [, major, minor] = VERSION.exec(floor)!;
  const [, newMajor, newMinor] = VERSION.exec(version)!;
  const sameLine = operator === '~' || major === '0' ? major === newMajor && minor === newMinor : major === newMajor;
  return sameLine && compareVersions(version, floor) >= 0;
}

/** What a row says: whether the install is behind the registry, and what moving takes. */
function verdict({ declared, installed, newest }: Row): string {
  if (newest instanceof Error) return `unknown: ${newest.message}`;
  if (!installed) return 'not installed';
  const order = compareVersions(installed, newest);
  if (order === 0) return 'up to date';
  if (order > 0) return 'newer than the registry’s latest';
  if (isExact(declared)) return 'behind, pinned: check its canaries first (docs/framework-internals.md)';
  const inRange = declared === undefined ? undefined : admits(declared, newest);
  if (inRange === undefined) return 'behind';
  return inRange ? 'behind, within its range: the lock file holds it back' : `behind, outside ${declared}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

function report(rows: Row[]): void {
  console.log('Framework versions: package.json, installed, and the registry’s latest (npm view)');
  console.log(
    table([
      ['package', 'package.json', 'installed', 'newest', ''],
      ...rows.map((row) => [row.name, row.declared ?? '-', row.installed ?? '-', row.newest instanceof Error ? '?' : row.newest, verdict(row)]),
    ]),
  );
  console.log(`Next's own React (the pages render with it; the react above is for jest and the PDF documents): ${nextsOwnReact(ROOT) ?? 'not found'}`);
  const patch = readdirSync(path.join(ROOT, 'patches')).find((name) => /^next\+.+\.patch$/.test(name));
  const newestNext = rows.find((row) => row.name === 'next')?.newest;
  if (patch && typeof newestNext === 'string' && !patch.includes(`+${newestNext}.`)) {
    console.log(`patches/${patch} was made for another next than ${newestNext}: remake or drop it (patches/README.md) when moving.`);
  }
  if (rows.some((row) => row.newest instanceof Error)) {
    console.log('Warning: the registry did not give a version for every package (offline, or not the registry?); those were not checked.');
  }
}

async function versions(): Promise<Row[]> {
  const declared = declaredVersions(ROOT);
  const newest = await Promise.all(PACKAGES.map(newestVersion));
  return PACKAGES.map((name, index) => ({ name, declared: declared[name], installed: installedVersion(ROOT, name), newest: newest[index]! }));
}

/** Copies the working tree (tracked and untracked files, not what git ignores, not node_modules) into `target`. */
async function copyWorkingTree(target: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  for (const file of new Set(stdout.split('\0').filter(Boolean))) {
    const source = path.join(ROOT, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(source, path.join(target, file));
  }
}

/** Runs a command in `cwd`, its output shown; resolves to whether it succeeded. */
async function step(title: string, command: string, args: string[], cwd: string): Promise<boolean> {
  console.log(`\n== ${title}: ${command} ${args.join(' ')}`);
  try {
    const { stdout, stderr } = await run(command, args, { cwd, maxBuffer: 256 * 1024 * 1024 });
    process.stdout.write(stdout.split('\n').slice(-15).join('\n'));
    if (stderr.trim()) process.stdout.write(`\n${stderr.split('\n').slice(-15).join('\n')}`);
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    console.log(`${stdout}\n${stderr}`.trim().split('\n').slice(-30).join('\n'));
    return false;
  }
}

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; message: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/** The canaries that broke: test name and the first line of its message ("Framework canary …"). */
function brokenCanaries(jest: JestReport): string[] {
  const broken: string[] = [];
  for (const suite of jest.testResults) {
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      const message = test.failureMessages.join('\n');
      const line = /Framework canary[^\n]*/.exec(message)?.[0] ?? message.split('\n').find((text) => text.trim()) ?? '';
      broken.push(`✕ ${test.fullName}\n    ${line}`);
    }
    if (!failed.length && suite.message.trim()) broken.push(`✕ ${path.basename(suite.name)} did not run\n    ${suite.message.trim().split('\n').find((text) => text.trim())}`);
  }
  return broken;
}

/** Installs `upgrades` in a copy of the working tree and runs the canaries there; resolves to whether all held. */
async function tryUpgrade(upgrades: Record<string, string>, keep: boolean): Promise<boolean> {
  const copy = mkdtempSync(path.join(tmpdir(), 'aurex-try-upgrade-'));
  try {
    console.log(`\nCopying the working tree to ${copy}`);
    await copyWorkingTree(copy);
    const specs = Object.entries(upgrades).map(([name, version]) => `${name}@${version}`);
    // Scripts run apart: patch-package's verdict is one of the results, not a failed install.
    if (!(await step('Installing', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-exact', '--ignore-scripts', ...specs], copy))) {
      console.log('\nThe install failed: no canary was run.');
      return false;
    }
    const patched = await step('Applying patches/', 'npx', ['patch-package', '--error-on-fail'], copy);
    const output = path.join(copy, 'canaries.json');
    await step('Canaries', 'npx', ['jest', 'tests/framework', '--ci', '--json', `--outputFile=${output}`], copy);
    const jest = readJson<JestReport>(output);
    console.log(`\n== Against ${specs.join(', ')}`);
    console.log(patched ? 'patches/: applied.' : 'patches/: does not apply (see its output above; patches/README.md).');
    if (!jest) {
      console.log('jest wrote no report: see its output above.');
      return false;
    }
    const broken = brokenCanaries(jest);
    console.log(`Canaries: ${jest.numPassedTests} held, ${jest.numFailedTests} broke.`);
    if (broken.length) console.log(`${broken.join('\n')}\nWhat to do for each: docs/framework-internals.md, in the section the message names.`);
    return patched && broken.length === 0;
  } finally {
    if (keep) console.log(`\nThe copy stays in ${copy}.`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const rows = await versions();
  report(rows);
  if (!args.has('--install')) return;
  const wanted = args.has('--intl') ? [...FRAMEWORK, ...INTL] : FRAMEWORK;
  const upgrades: Record<string, string> = {};
  for (const row of rows.filter((candidate) => wanted.includes(candidate.name))) {
    if (row.newest instanceof Error) {
      console.log(`\nThe registry gave no version of ${row.name}: nothing to install.`);
      process.exitCode = 1;
      return;
    }
    upgrades[row.name] = row.newest;
  }
  if (!(await tryUpgrade(upgrades, args.has('--keep')))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  // Never a reason to fail CI's lint step: say what happened.
  console.log(`Warning: scripts/try-upgrade.ts could not finish: ${error instanceof Error ? error.message : String(error)}`);
  if (process.argv.includes('--install')) process.exitCode = 1;
});
