import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogPdfOf, manualPdfOf } from '../lib/content/downloads';
import { productBySlug } from '../lib/content/products';
import { htmlLangOf, prerenderedLocales, type Locale } from '../lib/i18n/locales';

/**
 * The documents as a visitor downloads them, read back with poppler's pdftotext: each
 * language's catalog and manuals carry its text in its own script, name their language and
 * are tagged for screen readers.
 */
const SCRIPTS: Partial<Record<Locale, RegExp>> = {
  'de-DE': /[äöüßÄÖÜ]/,
  'ja-JP': /[\u3040-\u30ff\u4e00-\u9fff]/,
  'ar-SA': /[\u0600-\u06ff]/,
  'ru-RU': /[\u0400-\u04ff]/,
  'th-TH': /[\u0e00-\u0e7f]/,
  'he-IL': /[\u0590-\u05ff]/,
  'zh-CN': /[\u4e00-\u9fff]/,
  'el-GR': /[\u0370-\u03ff]/,
};

function documentMessages(locale: Locale): Record<string, string> {
  const media = JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', locale, 'media.json'), 'utf8')) as { documents: Record<string, string> };
  return media.documents;
}

for (const [locale, script] of Object.entries(SCRIPTS) as [Locale, RegExp][]) {
  test(`the ${locale} catalog and a manual carry ${locale}'s text in its own script, its language and tags`, async ({ request }, testInfo) => {
    test.skip(!prerenderedLocales().includes(locale), `${locale} is not built (PRERENDER_LOCALES)`);
    const texts = documentMessages(locale);
    for (const href of [catalogPdfOf(locale), manualPdfOf(productBySlug('touch-switch-2-gang')!, locale)]) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      // In the test's own output folder, which Playwright empties before each run.
      const file = testInfo.outputPath(path.basename(href));
      const body = await response.body();
      writeFileSync(file, body);
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      expect(text, href).toMatch(script);
      // Shaped text extracts as the message says it: joined Arabic letters, Thai marks, CJK, in reading order.
      const title = href.includes('/catalog/') ? texts.catalogTitle! : texts.manualTitle!;
      expect(text.replace(/\s+/g, ' '), href).toContain(title.replace(/\s+/g, ' '));
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
      expect(info).toMatch(/^Tagged:\s+yes$/m);
      expect(body.toString('latin1')).toContain(`/Lang (${htmlLangOf(locale)})`);
      // No soft mask (translucent gradient): pdf.js composes those on the main thread, slowly.
      expect(body.includes('/SMask')).toBe(false);
    }
  });
}
