/**
 * Every text the site builds from the product data, in one language, as a page or a document
 * shows it: for a translator's review of what no message file shows whole (technical rows with
 * their units, descriptions, wiring captions, the installation guidance, help answers, manual
 * steps). `npm run --silent review:texts -- de-DE`
 */
import { FAMILIES, PRODUCTS } from '@/lib/content';
import { factRows, familyTexts, productDescription } from '@/lib/content/facts';
import { HELP_TOPICS, type HelpTopic } from '@/lib/content/help';
import { helpAnswerValues, type HelpQuestion } from '@/lib/content/helpAnswers';
import { namedText, neutralClaims, withoutNeutralText, boxDepthsText } from '@/lib/content/installer';
import { quantitiesFor } from '@/lib/content/quantities';
import type { ContentTranslate } from '@/lib/content/types';
import { isLocale, formattingLocaleOf } from '@/lib/i18n/locales';
import { wiringCaption } from '@/components/shared/WiringDrawing';
import { docTranslator, loadMessages } from './documents/messages';
import { installSteps, pairingText } from './documents/model';

const locale = process.argv[2] ?? '';
if (!isLocale(locale)) {
  console.error('Usage: npm run --silent review:texts -- <locale>   (e.g. de-DE)');
  process.exit(2);
}
const messages = loadMessages(process.cwd(), locale);
const content = docTranslator(messages, locale, 'content') as ContentTranslate;
const support = docTranslator(messages, locale, 'support');
const t = { locale, doc: docTranslator(messages, locale, 'media.documents'), content: docTranslator(messages, locale, 'content') };
const formatting = formattingLocaleOf(locale);
const q = quantitiesFor(formatting, content);

const heading = (text: string) => console.log(`\n## ${text}`);

heading('Panel families');
for (const family of FAMILIES) console.log(`- ${Object.values(familyTexts(family, formatting, content)).join('\n  ')}`);

heading('Installation: which switches need a neutral wire, box depths');
const claims = neutralClaims();
console.log(`- ${support('installation.neutralNeeded', { products: namedText(claims.needed, content, q) })}`);
console.log(`- ${support('installation.neutralNotNeeded', { products: withoutNeutralText(claims, content, q) })}`);
console.log(`- ${boxDepthsText(content, q)}`);

heading('Help answers built from the data');
for (const topic of Object.keys(HELP_TOPICS) as HelpTopic[]) {
  for (const question of HELP_TOPICS[topic]) {
    const values = helpAnswerValues(`${topic}.${question}` as HelpQuestion, content, q);
    if (Object.keys(values).length > 0) console.log(`- ${support(`help.topics.${topic}.questions.${question}.a`, values)}`);
  }
}

for (const product of PRODUCTS) {
  const name = content(`products.${product.slug}.name`);
  heading(name);
  console.log(productDescription(product, formatting, content));
  for (const row of factRows(product, formatting, content)) console.log(`- ${row.label}: ${row.value}`);
  console.log(`- ${wiringCaption(product, name, content)}`);
  for (const step of installSteps(product, t)) console.log(`  · ${step}`);
  console.log(`  · ${pairingText(product, t)}`);
}
