import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Posting to a server action as the browser's script does, for benchmarks and tests that
 * drive the forms without a browser: a POST to a page with the `Next-Action` header naming
 * the action, and its arguments `(previousState, formData)` encoded as React encodes them
 * (multipart: field `0` holds the argument list, where "$K1" refers to the form fields
 * sent with the prefix `_1_`).
 */

/** The id of the exported action `name` of `file`, from the production build's manifest. */
export function serverActionId(name: string, file = 'lib/submissions/actions.ts', root = process.cwd()): string {
  const manifestFile = path.join(root, '.next/server/server-reference-manifest.json');
  let manifest: { node?: Record<string, { exportedName?: string; filename?: string }> };
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new Error(`No production build found (${manifestFile}): run \`npm run build\` first.`);
  }
  const entry = Object.entries(manifest.node ?? {}).find(([, value]) => value.exportedName === name && value.filename === file);
  if (!entry) throw new Error(`${name} of ${file} is not in the build's server-reference manifest.`);
  return entry[0];
}

/** The body of a `(previousState, formData)` action call with these form fields. */
export function actionBody(fields: Record<string, string | readonly File[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(`_1_${name}`, value);
    else for (const file of value) form.append(`_1_${name}`, file);
  }
  form.append('0', JSON.stringify([{ status: 'idle' }, '$K1']));
  return form;
}

/** What the action answered, read from its RSC payload: its `status` and `message`. */
export function actionResult(payload: string): { status?: string; message?: string } {
  const status = /"status":"(\w+)"/.exec(payload)?.[1];
  const message = /"message":"([\w.]+)"/.exec(payload)?.[1];
  return { status, message };
}
