/**
 * Every path under /api that no route handler serves: a plain JSON 404. Without it Next
 * answered with its HTML 404 page, which carried the page's policy and the strict one of
 * next.config.ts, two Content-Security-Policy headers.
 */
function notFound(): Response {
  return Response.json({ error: 'not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
