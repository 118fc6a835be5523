/** @jest-environment node */
import { Writable } from 'node:stream';
import { createLogger } from '@/lib/logging/log';
import { routeOf, sendConsoleToLog } from '@/server/logLines';

describe('routeOf', () => {
  it('keeps the path and drops the query, where searches and tokens are', () => {
    expect(routeOf('/search?q=jane%40example.com')).toBe('/search');
    expect(routeOf('/de-DE/products/dimmer-switch')).toBe('/de-DE/products/dimmer-switch');
    expect(routeOf(undefined)).toBe('/');
  });

  it('cuts an overlong path', () => {
    expect(routeOf(`/${'a'.repeat(500)}`)).toHaveLength(201);
  });
});

describe('sendConsoleToLog', () => {
  const original = { ...console };
  afterEach(() => Object.assign(console, original));

  it("turns Next's console lines into JSON lines at their level, errors without what could name a person", () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    sendConsoleToLog(createLogger(stream, 'info'));
    console.info('Ready in %d ms', 310);
    console.error('Render failed:', new Error('insert failed for jane@example.com\n    at stack'));
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', msg: 'Ready in 310 ms' }),
      expect.objectContaining({ level: 'error', msg: 'Render failed: Error: insert failed for (email)' }),
    ]);
  });
});
