import path from 'node:path';

/** The production server scripts/build.sh bundles from server/main.ts. */
export const SERVER_ENTRY = '.next/aurex-server.cjs';

/** How every test, benchmark and unit starts one instance: the server on 127.0.0.1 at `port`. */
export function serverCommand(port: number, root = process.cwd()): { command: string; args: string[] } {
  return { command: process.execPath, args: [path.join(root, SERVER_ENTRY), '-H', '127.0.0.1', '-p', String(port)] };
}
