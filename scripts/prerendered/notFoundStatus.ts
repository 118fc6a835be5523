import { promises as fs } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '../../lib/i18n/locales';
import { NOT_FOUND_PAGE } from '../../lib/pages';

/**
 * Gives each locale's prerendered not-found page (app/[locale]/404) the status 404 that
 * `next start` then answers it with: Next records the status of a prerendered page in its
 * `.meta` file, and a page that renders normally is recorded as 200. Returns how many pages
 * it marked; locales the build did not prerender (PRERENDER_LOCALES) are skipped.
 */
export async function markNotFoundPages(appDirectory: string): Promise<number> {
  let marked = 0;
  for (const locale of LOCALES) {
    const metaPath = path.join(appDirectory, locale, `${NOT_FOUND_PAGE.slice(1)}.meta`);
    let meta: { status?: number };
    try {
      meta = JSON.parse(await fs.readFile(metaPath, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await fs.writeFile(metaPath, JSON.stringify({ ...meta, status: 404 }));
    marked += 1;
  }
  return marked;
}
