interface HeaderSource {
  get(name: string): string | null;
}

/**
 * True when the request's `Origin` names the host it was sent to: a browser cannot forge
 * either across sites, so a post whose origin differs came from another site's page.
 */
export function isSameOrigin(headers: HeaderSource): boolean {
  const origin = headers.get('origin');
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host.split(',')[0]!.trim();
  } catch {
    return false;
  }
}
