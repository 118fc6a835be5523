/**
 * Fixed-window counter per client and form, in this process's memory (several
 * instances each count on their own; a shared limit would need the database).
 */
export function createRateLimiter(limit: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return function allow(key: string, now = Date.now()): boolean {
    if (limit <= 0) return true;
    const entry = windows.get(key);
    if (!entry || now - entry.start >= windowMs) {
      if (windows.size > 10_000) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= limit;
  };
}
