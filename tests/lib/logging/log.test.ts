/** @jest-environment node */
import { Writable } from 'node:stream';
import { createLogger } from '@/lib/logging/log';
import { currentRequestId, requestIdFrom, withRequestId } from '@/lib/logging/requestContext';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(stream, 'info') };
}

describe('log lines', () => {
  it('are JSON with the level as a word, an ISO time and the message', () => {
    const { lines, logger } = capture();
    logger.warn({ route: '/contact', status: 429 }, 'request');
    expect(lines).toEqual([{ level: 'warn', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), route: '/contact', status: 429, msg: 'request' }]);
  });

  it('carry the id of the request the code runs for, also after an await, and none outside one', async () => {
    const { lines, logger } = capture();
    await withRequestId('0123456789abcdef0123456789abcdef', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.info('inside');
    });
    logger.info('outside');
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', '0123456789abcdef0123456789abcdef'],
      ['outside', undefined],
    ]);
    expect(currentRequestId()).toBeUndefined();
  });

  it('leave out levels below the one asked for', () => {
    const { lines, logger } = capture();
    logger.debug('detail');
    expect(lines).toEqual([]);
  });
});

describe('the request id', () => {
  it("is nginx's when it sent one", () => {
    expect(requestIdFrom('4f9c2b1a0d3e5f6a7b8c9d0e1f2a3b4c')).toBe('4f9c2b1a0d3e5f6a7b8c9d0e1f2a3b4c');
    expect(requestIdFrom(['4f9c2b1a0d3e5f6a7b8c9d0e1f2a3b4c', 'other'])).toBe('4f9c2b1a0d3e5f6a7b8c9d0e1f2a3b4c');
  });

  it('is a new one when the header is missing, too short, too long or carries anything but letters, digits and dashes', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const forged of [undefined, '', 'abc', 'x'.repeat(65), 'id\n{"level":"fatal"}', '0123456789abcdef<script>', 'ümlaut-0123456789abcdef']) {
      expect(requestIdFrom(forged)).toMatch(uuid);
    }
  });
});
