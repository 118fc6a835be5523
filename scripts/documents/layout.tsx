import type { ReactNode } from 'react';
import { directionOf, htmlLangOf, scriptOf, type Locale } from '@/lib/i18n/locales';
import { SCRIPT_TYPESETTING } from '@/lib/i18n/scripts';
import { SITE } from '@/lib/site';
import type { SpecRow } from './model';

/**
 * The documents are HTML pages printed to PDF by chromium: the browser shapes every script
 * (Arabic joining, right-to-left runs, Thai, CJK), embeds the fonts it used, and writes a
 * tagged PDF whose structure follows the HTML. This is their page and stylesheet.
 */

/** Fonts (Debian's fonts-noto-core and fonts-noto-cjk): the locale's script's own first (lib/i18n/scripts.ts). */
export function fontStackOf(locale: Locale): string {
  const own = SCRIPT_TYPESETTING[scriptOf(locale)].documentFont;
  return [own && `"${own}"`, '"Noto Sans"', '"Noto Sans Arabic"', '"Noto Sans Hebrew"', '"Noto Sans CJK SC"', 'sans-serif'].filter(Boolean).join(', ');
}

const STYLES = `
@page { size: A4; }
* { box-sizing: border-box; }
html { color: #15181c; font-size: 10pt; line-height: 1.45; }
body { margin: 0; }
h1 { font-size: 22pt; line-height: 1.2; margin: 0 0 6pt; }
h2 { font-size: 13pt; line-height: 1.3; margin: 14pt 0 5pt; break-after: avoid; }
p { margin: 0 0 6pt; }
.sheet:not(:last-child) { break-after: page; }
.eyebrow { font-size: 8.5pt; color: #0b5cad; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; margin: 0 0 4pt; }
.lead { font-size: 11pt; color: #464c54; }
.muted { color: #5c636b; }
.codes { color: #5c636b; font-size: 8.5pt; word-spacing: 0.6em; }
.facts { inline-size: 100%; border-collapse: collapse; }
.facts th, .facts td { text-align: start; vertical-align: top; padding: 3pt 4pt; border-block-end: 0.5pt solid #dfe2e6; }
.facts th { inline-size: 38%; color: #464c54; font-weight: 400; }
.facts tr { break-inside: avoid; }
.warning { background: #fff4e5; color: #7a3e00; padding: 8pt 10pt; border-radius: 4pt; margin: 8pt 0; break-inside: avoid; }
.warning strong { display: block; }
.split { display: flex; gap: 16pt; align-items: flex-start; }
.figure { flex: none; inline-size: 48mm; background: #f5f6f7; border-radius: 4pt; padding: 8pt; }
.figure svg { display: block; inline-size: 100%; block-size: auto; }
.split > div { flex: 1; min-inline-size: 0; }
.wiring { break-inside: avoid; margin: 4pt 0 8pt; }
.wiring svg { display: block; inline-size: 100%; max-inline-size: 150mm; block-size: auto; border: 0.5pt solid #dfe2e6; border-radius: 4pt; }
.wiring figcaption { color: #464c54; margin-block-start: 4pt; }
ol.steps { margin: 0; padding-inline-start: 16pt; }
ol.steps li { margin-block-end: 3pt; }
.cover { padding-block-start: 40mm; }
.cover .brand { font-size: 36pt; font-weight: 700; color: #0b5cad; letter-spacing: 0.1em; margin: 0; }
.cover h1 { font-size: 28pt; margin-block-start: 8pt; }
.cover .range { display: flex; gap: 12pt; margin-block: 30mm 20mm; }
.cover .range svg { inline-size: 26mm; block-size: auto; }
.toc ol { list-style: none; padding: 0; margin: 0; }
.toc li { padding: 4pt 0; border-block-end: 0.5pt solid #dfe2e6; font-size: 11.5pt; }
.toc a { color: inherit; text-decoration: none; }
.cards { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8pt; list-style: none; padding: 0; margin: 0; }
.cards li { background: #f5f6f7; border-radius: 4pt; padding: 6pt; text-align: center; break-inside: avoid; }
.cards svg { inline-size: 20mm; block-size: auto; }
.cards strong { display: block; font-size: 8.5pt; }
.cards span { font-size: 8pt; color: #5c636b; }
`;

/** One document as a whole HTML page: its language and direction, title and subject for the PDF's properties. */
export function DocumentHtml({ locale, title, subject, children }: { locale: Locale; title: string; subject?: string; children: ReactNode }) {
  return (
    <html lang={htmlLangOf(locale)} dir={directionOf(locale)}>
      {/* A document printed to PDF, not a Next.js page: its own <head>. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        <meta name="author" content={SITE.name} />
        {subject && <meta name="description" content={subject} />}
        <style>{`${STYLES}\nhtml { font-family: ${fontStackOf(locale)}; }`}</style>
      </head>
      <body>{children}</body>
    </html>
  );
}

export function FactsTable({ rows }: { rows: readonly SpecRow[] }) {
  return (
    <table className="facts">
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Warning({ title, text }: { title: string; text: string }) {
  return (
    <div className="warning" role="note">
      <strong>{title}</strong>
      {text}
    </div>
  );
}
