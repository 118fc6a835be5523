import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import { processWide } from '@/lib/processWide';
import { currentRequestId } from './requestContext';

/**
 * A logger writing JSON lines: `level` as a word, `time` as ISO 8601, and the `requestId` of
 * the request the code runs for. Callers pass states, ids, routes and durations, never what a
 * visitor wrote (lib/text/personalData.ts strips errors that might carry it).
 */
export function createLogger(destination?: DestinationStream, level = process.env.LOG_LEVEL?.trim() || 'info'): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
}

/** The process's logger (stdout). */
export function log(): Logger {
  return processWide('log', () => createLogger());
}
