/**
 * What may go into a log line about a failure: the error's kind and the first line of its
 * message, without what could name a person. A failed query's message carries its
 * parameters (an email, a name, a message); anything shaped like an email is replaced too.
 */
export function withoutPersonalData(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const line = message
    .split('\n')[0]!
    .replace(/params:.*$/i, 'params: (left out)')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+/g, '(email)')
    .slice(0, 300);
  return `${name}${code ? ` ${String(code)}` : ''}: ${line}`;
}
