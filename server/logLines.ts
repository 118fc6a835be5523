import { format } from 'node:util';
import type { Logger } from 'pino';
import { withoutPersonalData } from '@/lib/text/personalData';

/** The path a request asked for, without its query (a search, a token) and at most 200 characters. */
export function routeOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}

/**
 * Next and the libraries it runs write with console.*: those lines become JSON log lines too,
 * at the matching level, so that a log pipeline reads one format. Errors keep their kind and
 * first line only (a failed query's message carries what the visitor sent).
 */
export function sendConsoleToLog(logger: Logger): void {
  const text = (args: unknown[]) => format(...args.map((arg) => (arg instanceof Error ? withoutPersonalData(arg) : arg)));
  console.log = (...args: unknown[]) => logger.info(text(args));
  console.info = (...args: unknown[]) => logger.info(text(args));
  console.warn = (...args: unknown[]) => logger.warn(text(args));
  console.error = (...args: unknown[]) => logger.error(text(args));
}
