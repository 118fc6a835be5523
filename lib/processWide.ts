import 'server-only';

/**
 * One value per server process, whichever part of the server asks. Next bundles server code
 * into several chunks, each with its own copy of a module, so a module-level variable would
 * give each chunk its own database pool, auth server or outbox worker; these live on
 * `globalThis` instead, under one name each. Every process-wide value of the site goes
 * through here.
 */
const store = globalThis as unknown as { __aurex?: Map<string, unknown> };

function values(): Map<string, unknown> {
  store.__aurex ??= new Map();
  return store.__aurex;
}

/** The process's `name`, made by `create` the first time it is asked for. */
export function processWide<T>(name: string, create: () => T): T {
  const all = values();
  if (!all.has(name)) all.set(name, create());
  return all.get(name) as T;
}

/** The same for a value made asynchronously; a failed attempt is forgotten, so the next ask tries again. */
export function processWideAsync<T>(name: string, create: () => Promise<T>): Promise<T> {
  return processWide(name, () =>
    create().catch((error: unknown) => {
      values().delete(name);
      throw error;
    }),
  );
}

/** The process's `name` if something already made it; never makes it. */
export function existingProcessWide<T>(name: string): T | undefined {
  return values().get(name) as T | undefined;
}
