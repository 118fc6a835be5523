import { releasesNewestFirst } from '../content/firmware';
import { LOCALES, type Locale } from '../i18n/locales';
import { absoluteUrl } from '../seo';
import { pageHref } from '../i18n/paths';
import { SITE } from '../site';

/** The firmware releases' Atom feed of a language: `/feeds/firmware/de-DE.xml`. */
export function firmwareFeedPath(locale: Locale): string {
  return `/feeds/firmware/${locale}.xml`;
}

/** The language a feed file name is for (`de-DE.xml`), or undefined. */
export function feedLocaleOf(file: string): Locale | undefined {
  return LOCALES.find((locale) => `${locale}.xml` === file);
}

export interface FirmwareFeedTexts {
  feedTitle: string;
  /** An entry's title, from its image's name and version. */
  entryTitle: (image: string, version: string) => string;
  imageName: (image: string) => string;
  change: (change: string) => string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The Atom (RFC 4287) feed of every firmware release in one language, newest first: each
 * entry links the release's section of /support/firmware and lists its changes.
 */
export function firmwareAtom(locale: Locale, texts: FirmwareFeedTexts): string {
  const releases = releasesNewestFirst();
  const page = absoluteUrl(pageHref(locale, 'desktop', '/support/firmware'));
  const self = absoluteUrl(firmwareFeedPath(locale));
  const entries = releases.map(({ image, release }) => {
    const updated = `${release.date}T00:00:00Z`;
    const changes = release.changes.map((change) => `<li>${escape(texts.change(change))}</li>`).join('');
    return [
      '  <entry>',
      `    <id>${escape(`${page}#firmware-${image.id}-${release.version}`)}</id>`,
      `    <title>${escape(texts.entryTitle(texts.imageName(image.id), release.version))}</title>`,
      `    <updated>${updated}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escape(`${page}#firmware-${image.id}-title`)}"/>`,
      `    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><ul>${changes}</ul></div></content>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <id>${escape(self)}</id>`,
    `  <title>${escape(texts.feedTitle)}</title>`,
    `  <updated>${releases[0] ? `${releases[0].release.date}T00:00:00Z` : new Date(0).toISOString()}</updated>`,
    `  <author><name>${escape(SITE.name)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(page)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
