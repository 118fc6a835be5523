import 'server-only';
/** Everything that can go wrong talking to /rest/V3, as types the caller can tell apart. */
export class BackendError extends Error {
  /** A failure worth retrying later (the request may not have been processed). */
  readonly transient: boolean;
  constructor(message: string, transient: boolean) {
    super(message);
    this.name = new.target.name;
    this.transient = transient;
  }
}

/** No answer: connection refused, DNS, reset. */
export class BackendNetworkError extends BackendError {
  constructor(readonly url: string, cause: unknown) {
    super(`No answer from ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, true);
  }
}

/** No answer within the time limit (SPEC: 30 000 ms). */
export class BackendTimeoutError extends BackendError {
  constructor(readonly url: string, readonly timeoutMs: number) {
    super(`No answer from ${url} within ${timeoutMs} ms`, true);
  }
}

/** An HTTP error status; 5xx is transient, 4xx is a rejection of the request. */
export class BackendHttpError extends BackendError {
  constructor(readonly url: string, readonly status: number, readonly body: unknown) {
    super(`${url} answered HTTP ${status}`, status >= 500 || status === 429 || status === 408);
  }
}

/** HTTP 2xx whose body carries an `errorStatusCode`: the backend refused the request. */
export class BackendRejection extends BackendError {
  constructor(readonly url: string, readonly errorStatusCode: unknown, readonly body: unknown) {
    super(`${url} rejected the request (errorStatusCode ${String(errorStatusCode)})`, false);
  }
}

export function isTransient(error: unknown): boolean {
  return error instanceof BackendError ? error.transient : true;
}
