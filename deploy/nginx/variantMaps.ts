/**
 * The nginx `map`s that tell the shipped page cache which variant of a page a request asks
 * for, generated from the code the middleware decides with (lib/device.ts, the locale
 * registry and lib/i18n/negotiate.ts), never copied by hand. `npm run nginx:maps` writes
 * them to deploy/nginx/aurex-variant.conf; a test checks that file is current and that,
 * whenever the maps name a variant, it is the one `cacheVariantOf` gives. Where nginx
 * cannot be sure what the site would decide (a cookie twice, an encoded value, a first
 * language with a weight) the variant is `doubt` and the cache is bypassed.
 */
import { MOBILE_MAX_WIDTH, MOBILE_UA, VIEWPORT_COOKIE } from '../../lib/device';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_REGISTRY, localeOfLanguage } from '../../lib/i18n/locales';
import { perRequestPaths } from '../../lib/pages';

export interface NginxMap {
  /** What the map reads: a variable, or several joined (`$a|$b`). */
  source: string;
  /** The variable it sets, without `$`. */
  variable: string;
  fallback: string;
  /** Regular expressions, tried in order; a value may name the match's groups (`$1`). */
  entries: { pattern: string; caseless?: boolean; value: string }[];
  /** The value for an empty input (nginx tries no expression on one). */
  empty?: string;
  comment: string;
}

/** Written into nginx's quoted strings, so no backslash: nginx would read it as an escape. */
function regex(source: string): string {
  if (source.includes('\\') || source.includes('"')) throw new Error(`pattern needs a backslash or quote, which nginx's strings would change: ${source}`);
  return source;
}

/** `(^|; *)name=`: a cookie as Next's cookie parser splits the header (on `;` and the spaces after it). */
function cookie(name: string): string {
  return `(^|; *)${name}=`;
}

/** The cookie twice (Next's parser keeps the last, nginx's `$cookie_` the first): a doubt. */
function twice(name: string): string {
  return `(^|; *)${name}(=|;|$).*; *${name}(=|;|$)`;
}

/** A number of at most `maxDigits` digits (leading zeros allowed) from 1 to `max`. */
export function positiveAtMost(max: number, maxDigits: number): string {
  const digits = String(max);
  const zeros = (length: number) => `0{0,${maxDigits - length}}`;
  const alternatives: string[] = [];
  for (let length = 1; length < digits.length; length += 1) alternatives.push(`${zeros(length)}[1-9]${length > 1 ? `[0-9]{${length - 1}}` : ''}`);
  for (let position = 0; position < digits.length; position += 1) {
    const low = position === 0 ? 1 : 0;
    const high = Number(digits[position]) - 1;
    const rest = digits.length - position - 1;
    if (high >= low) alternatives.push(`${zeros(digits.length)}${digits.slice(0, position)}[${low}-${high}]${rest ? `[0-9]{${rest}}` : ''}`);
  }
  alternatives.push(`${zeros(digits.length)}${digits}`);
  return `(${alternatives.join('|')})`;
}

/** Primary language subtags a browser may send first, each with the locale it stands for. */
function languages(): [string, string][] {
  const tags = new Set<string>();
  for (const [code, info] of Object.entries(LOCALE_REGISTRY)) {
    tags.add(code.split('-')[0]!.toLowerCase());
    for (const alias of (info as { aliases?: readonly string[] }).aliases ?? []) if (!alias.includes('-')) tags.add(alias);
  }
  return [...tags].map((tag) => [tag, localeOfLanguage(tag)!] as [string, string]).filter(([, locale]) => locale);
}

/** The variant a page is stored as, in nginx's terms. */
export const VARIANT = '$aurex_device|$aurex_locale_part';

export function variantMaps(): NginxMap[] {
  const codes = LOCALES.join('|');
  return [
    {
      comment: 'A phone by its user agent (MOBILE_UA in lib/device.ts).',
      source: '$http_user_agent',
      variable: 'aurex_ua_mobile',
      fallback: '0',
      entries: [{ pattern: regex(MOBILE_UA.source.replaceAll('\\/', '/')), caseless: MOBILE_UA.flags.includes('i'), value: '1' }],
    },
    {
      comment: 'A phone by its client hint.',
      source: '$http_sec_ch_ua_mobile',
      variable: 'aurex_hint_mobile',
      fallback: '0',
      entries: [{ pattern: '^[?]1$', value: '1' }],
    },
    {
      comment: `A phone by the viewport width the page reported (cookie ${VIEWPORT_COOKIE}, at most ${MOBILE_MAX_WIDTH} px).`,
      source: '$http_cookie',
      variable: 'aurex_vw_mobile',
      fallback: '0',
      entries: [
        { pattern: twice(VIEWPORT_COOKIE), value: 'doubt' },
        { pattern: `${cookie(VIEWPORT_COOKIE)}${positiveAtMost(MOBILE_MAX_WIDTH, 5)}(;|$)`, value: '1' },
        { pattern: `${cookie(VIEWPORT_COOKIE)}[0-9]{0,5}(;|$)`, value: '0' },
        { pattern: cookie(VIEWPORT_COOKIE), value: 'doubt' },
      ],
    },
    {
      comment: 'The device class: mobile or desktop.',
      source: '$aurex_hint_mobile$aurex_ua_mobile|$aurex_vw_mobile',
      variable: 'aurex_device',
      fallback: 'desktop',
      entries: [
        { pattern: 'doubt', value: 'doubt' },
        { pattern: '1', value: 'mobile' },
      ],
    },
    {
      comment: `The language stored by the language switcher (cookie ${LOCALE_COOKIE}).`,
      source: '$http_cookie',
      variable: 'aurex_cookie_locale',
      fallback: 'none',
      entries: [
        { pattern: twice(LOCALE_COOKIE), value: 'doubt' },
        { pattern: `${cookie(LOCALE_COOKIE)}(${codes})(;|$)`, value: '$2' },
        { pattern: cookie(LOCALE_COOKIE), value: 'doubt' },
      ],
    },
    {
      comment: "The browser's first language, when it is unweighted and the site has it (lib/i18n/negotiate.ts).",
      source: '$http_accept_language',
      variable: 'aurex_browser_locale',
      fallback: 'doubt',
      empty: DEFAULT_LOCALE,
      entries: [
        { pattern: '^[*] *(,|$)', value: DEFAULT_LOCALE },
        ...LOCALES.map((code) => ({ pattern: `^${code} *(,|$)`, caseless: true, value: code })),
        ...languages().map(([tag, locale]) => ({ pattern: `^${tag}(-[a-z0-9]{1,8})* *(,|$)`, caseless: true, value: locale })),
      ],
    },
    {
      comment: 'The language chosen for a path without a locale: the stored one, else the browser’s.',
      source: '$aurex_cookie_locale|$aurex_browser_locale',
      variable: 'aurex_locale_choice',
      fallback: 'doubt',
      entries: [
        { pattern: '^none[|](.+)$', value: '$1' },
        { pattern: '^doubt[|]', value: 'doubt' },
        { pattern: '^([^|]+)[|]', value: '$1' },
      ],
    },
    {
      comment: 'Whether the path names its locale, in any letter case.',
      source: '$request_uri',
      variable: 'aurex_path_locale',
      fallback: '0',
      entries: [{ pattern: `^/(${codes})([/?]|$)`, caseless: true, value: '1' }],
    },
    {
      comment: 'The language part of the variant: `-` when the path names its locale.',
      source: '$aurex_path_locale|$aurex_locale_choice',
      variable: 'aurex_locale_part',
      fallback: 'doubt',
      entries: [
        { pattern: '^1[|]', value: '-' },
        { pattern: '^0[|](.+)$', value: '$1' },
      ],
    },
    {
      comment: 'Whether the client takes gzip, the one compression the site sends (next.config.ts `compress`).',
      source: '$http_accept_encoding',
      variable: 'aurex_encoding',
      fallback: '',
      entries: [
        { pattern: 'gzip *; *q=0([.]0*)?( *,|$)', caseless: true, value: '' },
        { pattern: 'gzip', caseless: true, value: 'gzip' },
      ],
    },
    {
      comment: 'A page rendered for each request (lib/pages.ts): the client it counts against (aurex-http.conf limits them), else none.',
      source: '$request_uri',
      variable: 'aurex_render_client',
      fallback: '',
      entries: [
        { pattern: `^/((${codes})/)?(${perRequestPaths().join('|')})/?([?]|$)`, caseless: true, value: '$binary_remote_addr' },
        // The finder renders only with a query; its plain page is prerendered.
        { pattern: `^/((${codes})/)?(${perRequestPaths('withQuery').join('|')})/?[?]`, caseless: true, value: '$binary_remote_addr' },
      ],
    },
    {
      comment: 'A page rendered for each request, counted against all clients together.',
      source: '$aurex_render_client',
      variable: 'aurex_render_any',
      fallback: 'render',
      empty: '',
      entries: [],
    },
    {
      comment: 'Past the cache when in doubt. Otherwise the variant is `$aurex_device|$aurex_locale_part` (cacheVariantOf in lib/middleware/cacheVariant.ts).',
      source: VARIANT,
      variable: 'aurex_cache_bypass',
      fallback: '0',
      entries: [{ pattern: 'doubt', value: '1' }],
    },
  ];
}

function quoted(value: string): string {
  return `"${value}"`;
}

export function renderMaps(maps: NginxMap[]): string {
  const blocks = maps.map((map) =>
    [
      `# ${map.comment}`,
      `map ${quoted(map.source)} $${map.variable} {`,
      `    default ${quoted(map.fallback)};`,
      ...(map.empty === undefined ? [] : [`    "" ${quoted(map.empty)};`]),
      ...map.entries.map((entry) => `    ${quoted(`${entry.caseless ? '~*' : '~'}${entry.pattern}`)} ${quoted(entry.value)};`),
      '}',
    ].join('\n'),
  );
  return `# Generated by \`npm run nginx:maps\` from lib/device.ts and the locale registry: do not edit.\n# Which variant of a page a request asks for (deploy/nginx/variantMaps.ts says how).\n\n${blocks.join('\n\n')}\n`;
}

/** The build a cached page belongs to: a new build is a new key, so it is served at once. */
export function renderBuildMap(buildId: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(buildId)) throw new Error(`unexpected build id: ${buildId}`);
  return `# Written from .next/BUILD_ID when the site is deployed (deploy/README.md).\nmap $host $aurex_build {\n    default ${quoted(buildId)};\n}\n`;
}
