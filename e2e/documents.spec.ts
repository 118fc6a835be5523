import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { catalogPdfOf, declarationPdfOf, manualPdfOf } from '../lib/content/downloads';
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

/** The words of a message before its first placeholder, as pdftotext reads them back (spaces folded). */
const opening = (message: string) => message.split('{')[0]!.replace(/[\s\u00a0]+/g, ' ').trim().slice(0, 40);

for (const locale of ['de-DE', 'fr-FR', 'pl-PL', 'el-GR'] as const) {
  test(`the ${locale} manual of a radio product carries the simplified EU declaration, the radio's band and power, and links the ${locale} declaration`, async ({ request }, testInfo) => {
    test.skip(!prerenderedLocales().includes(locale), `${locale} is not built (PRERENDER_LOCALES)`);
    const compliance = (documentMessages(locale) as unknown as { compliance: Record<string, string> }).compliance;
    const read = async (href: string) => {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const file = testInfo.outputPath(path.basename(href));
      writeFileSync(file, await response.body());
      expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Tagged:\s+yes$/m);
      return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0]+/g, ' ');
    };
    const remote = productBySlug('two-button-remote')!;
    const manual = await read(manualPdfOf(remote, locale));
    expect(manual).toContain(opening(compliance.simplified!));
    // The directive as the Official Journal writes it in the language (2014/53/UE, 2014/53/ΕΕ …).
    const directive = /2014\/53\/[^\s.,;]+/.exec(compliance.simplified!)![0];
    expect(manual).toContain(directive);
    expect(manual).toContain(opening(compliance.radio!));
    expect(manual).toContain(`declarations/two-button-remote-eu-${locale}.pdf`);
    expect(manual).toContain(opening(compliance.weee!));
    const declaration = await read(declarationPdfOf(remote, 'eu', locale));
    expect(declaration).toContain('EN 300 328');
    // The declaration writes each act as the manual and the Official Journal do in the language.
    expect(declaration).toContain(directive);
    // Its signatory's role in the language too.
    const { role } = (documentMessages(locale) as unknown as { declaration: Record<string, string> }).declaration;
    expect(declaration).toContain(role!.replace(/\s+/g, ' '));
  });
}
