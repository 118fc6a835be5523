import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { processWide } from '@/lib/processWide';

interface RequestContext {
  requestId: string;
}

/** Process-wide, so that the server (server/main.ts) and Next's bundles share one store. */
const storage = () => processWide('requestContext', () => new AsyncLocalStorage<RequestContext>());

/** Runs `work` as part of the request `requestId`: log lines written meanwhile carry it. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage().run({ requestId }, work);
}

/** The id of the request the current code runs for, if any. */
export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId;
}

/** nginx's `$request_id` is 32 hex digits; anything else a client might send is replaced. */
const REQUEST_ID = /^[A-Za-z0-9-]{16,64}$/;

/** The id nginx gave the request (`X-Request-Id`), or a new one when there is none or it is malformed. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}
