import { createTranslator } from 'next-intl';
import { catalogPdfOf, manualPdfOf } from '@/lib/content/downloads';
import { productDescription } from '@/lib/content/facts';
import { FAMILIES } from '@/lib/content/families';
import { FILTER_NAMES, FINDER_FILTERS, passesChoice, type FinderFilter } from '@/lib/content/finder';
import { ARTICLES, ARTICLE_SLUGS, articleSections, type ArticleTranslate } from '@/lib/content/articles';
import { HELP_TOPICS, type HelpTopic } from '@/lib/content/help';
import { zigbeeProfileOf } from '@/lib/content/integrations';
import { helpAnswerValues, type HelpQuestion } from '@/lib/content/helpAnswers';
import { PRODUCTS } from '@/lib/content/products';
import { quantitiesFor } from '@/lib/content/quantities';
import { SYSTEM_NAMES } from '@/lib/content/technical';
import { MODULE_TYPES, type ContentTranslate, type Product } from '@/lib/content/types';
import { formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { publicPath } from '@/lib/i18n/paths';
import type { PagePath, Shell } from '@/lib/pages';
import { literalLeaves, literalText } from './literalText';

/** What a result is, in the order the results page groups them when their scores tie. */
export const SEARCH_KINDS = ['product', 'article', 'help', 'page', 'document'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

interface EntryBase {
  id: string;
  title: string;
  /** Words that describe it without being its title or text: its facets, its topic. */
  keywords: string;
  text: string;
  /** What a result shows under its title (empty: the title says it all). */
  summary: string;
}

/** One thing the site search can find, in one language. */
export type SearchEntry = EntryBase &
  (
    | { kind: 'product'; product: Product; page: PagePath }
    | { kind: 'article' | 'help' | 'page'; page: PagePath; fragment?: string }
    | { kind: 'document'; file: string }
  );

/** A translator over every namespace, keys checked by the tests that build the index in each language. */
interface Translate {
  (key: string, values?: Record<string, string | number>): string;
  raw(key: string): unknown;
}

const FINDER_LABELS: Partial<Record<FinderFilter, (choice: string) => string>> = {
  neutral: () => 'pages.finder.neutralNo',
  gateway: () => 'pages.finder.gatewayNo',
  load: (choice) => `pages.finder.load${choice[0]!.toUpperCase()}${choice.slice(1)}`,
};

/** A product's facets in words: what the finder would let it through for, and the systems that control it. */
function productKeywords(product: Product, t: Translate): string {
  const words: string[] = [product.sku, product.protocol === 'none' ? '' : product.protocol, zigbeeProfileOf(product)?.modelId ?? ''];
  for (const filter of FILTER_NAMES) {
    for (const choice of FINDER_FILTERS[filter]) {
      if (!passesChoice(product, filter, choice)) continue;
      // A battery device passes the finder's "no neutral" too, but it is not what someone without a neutral looks for.
      if (filter === 'neutral' && !product.mainsWired) continue;
      if (filter === 'system' && choice !== 'aurex-app') words.push(SYSTEM_NAMES[choice as keyof typeof SYSTEM_NAMES]);
      const label = FINDER_LABELS[filter]?.(choice);
      if (label) words.push(t(label));
    }
  }
  for (const family of FAMILIES.filter((candidate) => product.families.includes(candidate.id))) words.push(t(`content.families.${family.key}.name`));
  if (product.group !== 'devices') words.push(t(`content.modules.${product.group}.name`));
  return words.filter(Boolean).join(' · ');
}

function productEntries(t: Translate, content: ContentTranslate, formattingLocale: string): SearchEntry[] {
  return PRODUCTS.map((product) => ({
    id: `product:${product.slug}`,
    kind: 'product',
    product,
    page: `/products/${product.slug}`,
    title: t(`content.products.${product.slug}.name`),
    keywords: productKeywords(product, t),
    text: productDescription(product, formattingLocale, content),
    summary: '',
  }));
}

function helpEntries(t: Translate, content: ContentTranslate, formattingLocale: string): SearchEntry[] {
  const quantities = quantitiesFor(formattingLocale, content);
  return (Object.keys(HELP_TOPICS) as HelpTopic[]).flatMap((topic) =>
    HELP_TOPICS[topic].map((question): SearchEntry => {
      const key = `support.help.topics.${topic}.questions.${question}`;
      const answer = t(`${key}.a`, helpAnswerValues(`${topic}.${question}` as HelpQuestion, content, quantities));
      return {
        id: `help:${topic}.${question}`,
        kind: 'help',
        page: '/support',
        fragment: `faq-${topic}`,
        title: t(`${key}.q`),
        keywords: t(`support.help.topics.${topic}.title`),
        text: answer,
        summary: answer,
      };
    }),
  );
}

/** Help articles: their text as the page shows it, their kind as keywords. */
function articleEntries(t: Translate, content: ContentTranslate, formattingLocale: string): SearchEntry[] {
  const quantities = quantitiesFor(formattingLocale, content);
  return ARTICLE_SLUGS.map((slug): SearchEntry => {
    const summary = t(`support.articles.items.${slug}.summary`);
    const sections = articleSections(slug, t as ArticleTranslate, content, quantities);
    return {
      id: `article:${slug}`,
      kind: 'article',
      page: `/support/articles/${slug}`,
      title: t(`support.articles.items.${slug}.title`),
      // Not the names of the products it concerns: a product's name must find the product first.
      keywords: t(`support.articles.kinds.${ARTICLES[slug].kind}`),
      text: [summary, ...sections.flatMap((section) => [section.title, section.text, ...section.items.map((item) => item.note)])].join(' '),
      summary,
    };
  });
}

/** Pages worth finding by what they say: their title and description, and the message subtrees of their text. */
const PAGE_TEXTS: readonly { page: PagePath; key: string; text?: readonly string[] }[] = [
  { page: '/products', key: 'finder' },
  { page: '/installation', key: 'installation', text: ['support.installation'] },
  { page: '/integrations', key: 'integrations', text: ['pages.integrations.lead', 'pages.integrations.hubs'] },
  { page: '/support/firmware', key: 'firmware', text: ['support.firmware.lead', 'support.firmware.changes'] },
  { page: '/support/warranty', key: 'warranty', text: ['support.warranty'] },
  { page: '/support', key: 'support' },
  { page: '/support/product', key: 'supportProduct', text: ['support.downloads.intro'] },
  { page: '/support/feedback', key: 'feedback' },
  { page: '/download', key: 'download', text: ['media.download.intro'] },
  { page: '/photo', key: 'photo', text: ['media.catalog.intro'] },
  { page: '/finder/curtainvideo', key: 'curtainvideo', text: ['media.tutorials.intro', 'media.tutorials.items'] },
  { page: '/story', key: 'story', text: ['about.story'] },
  { page: '/company', key: 'company', text: ['about.company'] },
  { page: '/contact', key: 'contact' },
  { page: '/where-to-buy', key: 'whereToBuy' },
  { page: '/privacy', key: 'privacy', text: ['legal.privacy.intro', 'legal.privacy.sections'] },
  ...FAMILIES.map((family) => ({ page: `/panel/${family.id}` as PagePath, key: `panel.${family.id}` })),
  ...MODULE_TYPES.map((type) => ({ page: `/function/${type}` as PagePath, key: `function.${type}` })),
];

function pageEntries(t: Translate): SearchEntry[] {
  return PAGE_TEXTS.map(({ page, key, text = [] }) => {
    const description = t.raw(`pages.${key}.description`) as string;
    const literal = literalText(description);
    return {
      id: `page:${page}`,
      kind: 'page',
      page,
      title: literalText(t.raw(`pages.${key}.title`) as string),
      keywords: '',
      text: [literal, ...text.flatMap((subtree) => literalLeaves(t.raw(subtree)))].join(' '),
      // A description with figures in it reads only with them: the page shows it, a result does not.
      summary: literal === description.trim() ? description : '',
    };
  });
}

function documentEntries(t: Translate, locale: Locale): SearchEntry[] {
  const type = t('support.downloads.fileType');
  return [
    { id: 'document:catalog', kind: 'document', file: catalogPdfOf(locale), title: t('support.downloads.catalogTitle'), keywords: t('support.downloads.kinds.catalog'), text: t('support.downloads.catalogBody'), summary: t('support.downloads.catalogBody') },
    ...PRODUCTS.map((product): SearchEntry => ({
      id: `document:manual:${product.slug}`,
      kind: 'document',
      file: manualPdfOf(product, locale),
      title: t('support.downloads.download', { document: t('support.downloads.kinds.manual'), product: t(`content.products.${product.slug}.name`), type }),
      keywords: product.sku,
      text: '',
      summary: '',
    })),
  ];
}

/** Everything the search finds in one language, its texts as the pages show them. */
export async function searchEntriesFor(locale: Locale): Promise<SearchEntry[]> {
  const messages = await messagesFor(locale);
  const formattingLocale = formattingLocaleOf(locale);
  const t = createTranslator({ locale: formattingLocale, messages }) as unknown as Translate;
  const content = createTranslator({ locale: formattingLocale, messages, namespace: 'content' }) as unknown as ContentTranslate;
  return [...productEntries(t, content, formattingLocale), ...articleEntries(t, content, formattingLocale), ...helpEntries(t, content, formattingLocale), ...pageEntries(t), ...documentEntries(t, locale)];
}

/** Where a result leads: its page in the visitor's language and shell, or its file. */
export function entryHref(entry: SearchEntry, locale: Locale, shell: Shell): string {
  if (entry.kind === 'document') return entry.file;
  return publicPath(locale, shell, entry.page) + (entry.kind !== 'product' && entry.fragment ? `#${entry.fragment}` : '');
}
