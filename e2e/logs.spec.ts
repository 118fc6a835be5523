import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD_FOR_TESTS, E2E_SERVER_LOG } from '../playwright.config';

/**
 * Runs after every other browser test (the `logs` project depends on them): the server's
 * log of the whole run is JSON lines, one per request with its id, and holds nothing a
 * visitor typed into a form.
 */
const lines = () =>
  readFileSync(E2E_SERVER_LOG, 'utf8')
    .split('\n')
    .filter(Boolean);

/** What the browser tests type into forms: the literal texts, and the fixed start of those built per run. */
function typedValues(): string[] {
  const values = new Set<string>([ADMIN_PASSWORD_FOR_TESTS]);
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.spec.ts'))) {
    const source = readFileSync(path.join(__dirname, file), 'utf8');
    for (const match of source.matchAll(/\.fill\((?:'([^']*)'|`([^`$]*))/g)) {
      const text = (match[1] ?? match[2] ?? '').trim();
      if (text.length >= 8) values.add(text);
    }
  }
  return [...values];
}

test('every line of the server log is JSON with a level and a time', () => {
  const all = lines();
  expect(all.length).toBeGreaterThan(500);
  const unreadable = all.filter((line) => {
    try {
      const entry = JSON.parse(line) as { level?: unknown; time?: unknown };
      return typeof entry.level !== 'string' || typeof entry.time !== 'string';
    } catch {
      return true;
    }
  });
  expect(unreadable).toEqual([]);
});

test('each request has a line with its id, route, status and duration; each outbox attempt one with its outcome', () => {
  const entries = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
  const requests = entries.filter((entry) => entry.msg === 'request');
  expect(requests.length).toBeGreaterThan(500);
  for (const entry of requests.slice(0, 200)) {
    expect(entry).toMatchObject({ requestId: expect.any(String), method: expect.any(String), route: expect.stringMatching(/^\//), status: expect.any(Number), durationMs: expect.any(Number) });
    expect(entry.route).not.toContain('?');
  }
  const attempts = entries.filter((entry) => entry.msg === 'outbox attempt');
  expect(attempts.length).toBeGreaterThan(3);
  expect(attempts.map((entry) => (entry.outbox as { outcome: string }).outcome)).toContain('delivered');
  // An attempt made while a form request was answered carries that request's id.
  expect(attempts.some((entry) => typeof entry.requestId === 'string')).toBe(true);
});

test('no line holds an email address, a name, a message or a password a visitor typed', () => {
  const log = readFileSync(E2E_SERVER_LOG, 'utf8');
  // An address has a local part of its own; the robustness tests' forged paths ("/@evil.example") do not.
  expect(log.match(/[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi) ?? []).toEqual([]);
  const typed = typedValues();
  expect(typed.length).toBeGreaterThan(10);
  expect(typed.filter((value) => log.includes(value))).toEqual([]);
});
