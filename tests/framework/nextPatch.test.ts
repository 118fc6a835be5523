/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, canary, installedFile, installedVersion, repositoryFile } from './canary';

/**
 * patches/next+<version>.patch (patches/README.md) changes Next's page runtime so that the
 * `Vary` the site sets is merged with Next's own instead of replaced. patch-package applies it
 * after every install, but outside CI it only warns when it cannot (package.json's postinstall
 * has no --error-on-fail), and it applies a patch made for another version with a warning too.
 * This checks that the installed Next.js is the version the patch was made for and that every
 * line the patch adds is in the file it targets (and every line it removes is gone).
 */

const PATCH_DIRECTORY = path.join(ROOT, 'patches');
const nextPatches = readdirSync(PATCH_DIRECTORY).filter((name) => /^next\+.+\.patch$/.test(name));

interface FileChange {
  /** The file the patch targets, under node_modules. */
  file: string;
  added: string[];
  removed: string[];
}

/** What a patch adds to and removes from each file, as patch-package writes it (git diff). */
function changesOf(patch: string): FileChange[] {
  return patch
    .split(/^diff --git /m)
    .slice(1)
    .map((section) => {
      const file = /^\+\+\+ b\/node_modules\/(.+)$/m.exec(section)?.[1];
      if (!file) throw new Error(`A section of the patch names no file under node_modules: ${section.slice(0, 120)}`);
      const lines = section.split('\n');
      const changed = (sign: '+' | '-') => lines.filter((line) => line.startsWith(sign) && !line.startsWith(sign.repeat(3))).map((line) => line.slice(1).trim()).filter(Boolean);
      return { file, added: changed('+'), removed: changed('-') };
    });
}

describe('the patch of Next.js (merged Vary)', () => {
  it('is the one patch of next, and package.json applies patches after every install', () => {
    canary('varyPatch', nextPatches.length === 1, `patches/ holds ${nextPatches.length} patches of next (${nextPatches.join(', ')}); this check expects one.`);
    const scripts = (JSON.parse(repositoryFile('package.json')) as { scripts?: Record<string, string> }).scripts ?? {};
    canary('varyPatch', /\bpatch-package\b/.test(scripts.postinstall ?? ''), 'package.json no longer runs patch-package after installing.');
  });

  it('was made for the installed version of next', () => {
    const madeFor = /^next\+(.+)\.patch$/.exec(nextPatches[0] ?? '')?.[1];
    const installed = installedVersion('next');
    canary('varyPatch', madeFor === installed, `patches/${nextPatches[0]} was made for next ${madeFor}, but next ${installed} is installed.`);
  });

  it('is applied: every line it adds is in the file it targets, and every line it removes is gone', () => {
    const changes = changesOf(repositoryFile(path.join('patches', nextPatches[0]!)));
    canary('varyPatch', changes.length > 0, 'The patch changes no file.');
    for (const { file, added, removed } of changes) {
      const source = installedFile('varyPatch', file);
      const lines = new Set(source.split('\n').map((line) => line.trim()));
      const missing = added.filter((line) => !lines.has(line));
      const left = removed.filter((line) => lines.has(line));
      canary('varyPatch', missing.length === 0, `node_modules/${file} lacks what the patch adds (not applied, or the file changed):\n${missing.join('\n')}`);
      canary('varyPatch', left.length === 0, `node_modules/${file} still holds what the patch removes:\n${left.join('\n')}`);
    }
  });
});
