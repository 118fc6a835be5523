import 'server-only';
/**
 * Reads a request's body, but never more than `maxBytes` of it: a declared
 * `Content-Length` over the limit is refused before reading, and a body that turns out
 * longer (chunked, or lying about its length) is abandoned at the limit. Returns null
 * when the body is too large.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A form post's fields, read within `maxBytes`; null when too large or not a form. */
export async function readFormWithin(request: Request, maxBytes: number): Promise<FormData | null> {
  const body = await readBodyWithin(request, maxBytes);
  if (!body) return null;
  const contentType = request.headers.get('content-type') ?? '';
  return new Response(body, { headers: { 'content-type': contentType } }).formData().catch(() => null);
}
