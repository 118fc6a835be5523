/** The path-to-regexp that Next.js compiles its config rewrites with (tests apply them as Next does). */
declare module 'next/dist/compiled/path-to-regexp' {
  export function match(path: string, options?: { decode?: (value: string) => string }): (pathname: string) => false | { params: Record<string, unknown> };
  export function compile(path: string): (params: object) => string;
}
