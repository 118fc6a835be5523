import 'server-only';
import { observeBackendRequest, type BackendOutcome } from '@/lib/observability/metrics';
import { BackendHttpError, BackendNetworkError, BackendRejection, BackendTimeoutError } from './errors';

/** SPEC section 7: a backend exchange may take at most 30 s (`BACKEND_TIMEOUT_MS` changes it). */
export const BACKEND_TIMEOUT_MS = 30_000;

export function backendTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.BACKEND_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : BACKEND_TIMEOUT_MS;
}

export interface BackendClientOptions {
  /** Origin (and optional prefix) of the /rest/V3 API, e.g. `https://api.example.com`. */
  baseUrl: string;
  /** The page's locale, sent as `Accept-Language`. */
  locale: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

type Body = { kind: 'json'; value: unknown } | { kind: 'form'; value: FormData } | { kind: 'none' };

const repeatable = (method: string, headers: Record<string, string>) => method === 'GET' || 'Idempotency-Key' in headers;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorCodeOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { errorStatusCode?: unknown }).errorStatusCode;
  return code === null || code === undefined || code === '' || code === 0 ? undefined : code;
}

/**
 * The shared client of SPEC section 7: every answer is unwrapped to its body, every
 * failure is thrown as a typed `BackendError` and otherwise left to the caller.
 */
export function createBackendClient(options: BackendClientOptions) {
  const timeoutMs = options.timeoutMs ?? BACKEND_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');

  /**
   * A kept-alive connection the backend closed while it was idle fails the next request on it
   * before any answer. A request that may be sent twice (a GET, or one with an Idempotency-Key
   * the backend recognises) is sent once more on a fresh connection; others fail as they are.
   */
  async function fetchOnce(send: () => Promise<Response>, mayRepeat: boolean, signal: AbortSignal): Promise<Response> {
    try {
      return await send();
    } catch (error) {
      if (!mayRepeat || signal.aborted) throw error;
      return send();
    }
  }

  async function exchange<T>(method: string, path: string, body: Body, extra: RequestOptions = {}): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(extra.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': options.locale, ...extra.headers };
    let payload: BodyInit | undefined;
    if (body.kind === 'json') {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body.value);
    } else if (body.kind === 'form') {
      payload = body.value;
    }
    // One deadline for the whole exchange, the answer's body included: a backend that
    // sends its headers and then stalls must not hold the visitor (or a lease) forever.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    let data: unknown;
    try {
      response = await fetchOnce(() => doFetch(url, { method, headers, body: payload, credentials: 'include', signal: controller.signal }), repeatable(method, headers), controller.signal);
      data = await readBody(response);
    } catch (error) {
      if (controller.signal.aborted) throw new BackendTimeoutError(url.pathname, timeoutMs);
      throw new BackendNetworkError(url.pathname, error);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok) throw new BackendHttpError(url.pathname, response.status, data);
    const code = errorCodeOf(data);
    if (code !== undefined) throw new BackendRejection(url.pathname, code, data);
    return data as T;
  }

  /** One exchange, its duration counted by method and outcome (aurex_backend_request_duration_seconds). */
  async function request<T>(method: string, path: string, body: Body, extra?: RequestOptions): Promise<T> {
    const started = performance.now();
    let outcome: BackendOutcome = 'ok';
    try {
      return await exchange<T>(method, path, body, extra);
    } catch (error) {
      outcome = error instanceof BackendTimeoutError ? 'timeout' : error instanceof BackendNetworkError ? 'network' : error instanceof BackendHttpError ? 'http_error' : 'rejected';
      throw error;
    } finally {
      observeBackendRequest(method, outcome, (performance.now() - started) / 1000);
    }
  }

  return {
    get: <T>(path: string, extra?: RequestOptions) => request<T>('GET', path, { kind: 'none' }, extra),
    post: <T>(path: string, value: unknown, extra?: RequestOptions) => request<T>('POST', path, { kind: 'json', value }, extra),
    put: <T>(path: string, value: unknown, extra?: RequestOptions) => request<T>('PUT', path, { kind: 'json', value }, extra),
    multipart: <T>(path: string, form: FormData, extra?: RequestOptions) => request<T>('POST', path, { kind: 'form', value: form }, extra),
    delete: <T>(path: string, extra?: RequestOptions) => request<T>('DELETE', path, { kind: 'none' }, extra),
  };
}

export type BackendClient = ReturnType<typeof createBackendClient>;

/** The configured backend for a locale, or null when `BACKEND_URL` is not set. */
export function backendFor(locale: string, env: NodeJS.ProcessEnv = process.env): BackendClient | null {
  const baseUrl = env.BACKEND_URL?.trim();
  return baseUrl ? createBackendClient({ baseUrl, locale, timeoutMs: backendTimeoutMs(env) }) : null;
}
