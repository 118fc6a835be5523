/**
 * How fast the search box's suggestions answer, as a visitor types (not a test: it prints
 * numbers, and exits 1 when the median is over the budget):
 *
 *   npm run build && npm run bench:suggest
 *
 * Starts the production server on 127.0.0.1 and, in six languages, types each phrase one
 * character at a time, asking `/api/suggest` after each as the search box does, one request
 * after another. The first request of a language builds its index; it is reported apart
 * ("first"), the median and 95th percentile are of the others.
 */
import { performance } from 'node:perf_hooks';
import { get } from './bench/http';
import { ensureBuild, startNext } from './bench/server';
import { percentile } from './bench/percentile';

/** The median a suggestion may take on this machine, for suggestions that keep up with typing. */
const BUDGET_MS = 50;

const TYPED: Record<string, string[]> = {
  'en-US': ['neutral', 'warranty', 'touch switch 2 gang', 'usb-c', 'curtain', 'how many devices'],
  'de-DE': ['Unterputzdose', 'Schalterdose', 'Steckdose', 'Bewegungsmelder'],
  'fr-FR': ['variateur', 'boîte d’encastrement', 'détecteur de mouvement'],
  'ja-JP': ['中性線', 'コンセント', '人感センサー'],
  'ar-SA': ['الضمان', 'حساس حركة', 'علبة التثبيت'],
  'th-TH': ['รับประกัน', 'สวิตช์', 'กล่องฝัง'],
};

async function main() {
  await ensureBuild({ rebuild: false });
  const server = await startNext();
  try {
    const rows: { locale: string; first: number; median: number; p95: number; requests: number }[] = [];
    const all: number[] = [];
    for (const [locale, phrases] of Object.entries(TYPED)) {
      const times: number[] = [];
      for (const phrase of phrases) {
        for (let length = 1; length <= [...phrase].length; length += 1) {
          const typed = [...phrase].slice(0, length).join('');
          const started = performance.now();
          const response = await get(`${server.origin}/api/suggest?${new URLSearchParams({ q: typed, locale, shell: 'desktop' })}`);
          times.push(performance.now() - started);
          if (response.status !== 200) throw new Error(`${locale} “${typed}”: ${response.status}`);
        }
      }
      const [first, ...rest] = times;
      all.push(...rest);
      rows.push({ locale, first: first!, median: percentile(rest, 50), p95: percentile(rest, 95), requests: times.length });
    }
    console.table(rows.map((row) => ({ ...row, first: `${row.first.toFixed(0)} ms`, median: `${row.median.toFixed(1)} ms`, p95: `${row.p95.toFixed(1)} ms` })));
    const median = percentile(all, 50);
    console.log(`All languages: median ${median.toFixed(1)} ms, 95th percentile ${percentile(all, 95).toFixed(1)} ms over ${all.length} requests (budget: median ≤ ${BUDGET_MS} ms)`);
    if (median > BUDGET_MS) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
