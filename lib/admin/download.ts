import 'server-only';
import { FILE_POLICY } from '@/lib/security/csp';
/** Headers of a private file sent by the inbox: never cached, never sniffed, never run. */
export function downloadHeaders(fileName: string, contentType: string, disposition: 'inline' | 'attachment'): Headers {
  const ascii = fileName.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'file';
  return new Headers({
    'content-type': contentType,
    'content-disposition': `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName.slice(0, 200))}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    'content-security-policy': FILE_POLICY,
    'x-robots-tag': 'noindex, nofollow',
  });
}

/** Pictures are shown in the browser; their type is one the server re-encoded them to. */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function attachmentHeaders(fileName: string, mimeType: string, size: number): Headers {
  const picture = PICTURE_TYPES.has(mimeType);
  const headers = downloadHeaders(fileName, picture ? mimeType : 'application/octet-stream', picture ? 'inline' : 'attachment');
  headers.set('content-length', String(size));
  return headers;
}
