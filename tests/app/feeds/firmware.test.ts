/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { GET } from '@/app/feeds/firmware/[file]/route';
import { releasesNewestFirst } from '@/lib/content/firmware';
import { LOCALES } from '@/lib/i18n/locales';

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

async function feed(file: string): Promise<Response> {
  return GET(new Request(`http://localhost/feeds/firmware/${file}`), { params: Promise.resolve({ file }) });
}

/** The children of `parent` named `name` in the Atom namespace. */
const children = (parent: Element, name: string) => [...parent.children].filter((child) => child.namespaceURI === ATOM && child.localName === name);

describe.each(LOCALES)('the %s firmware feed', (locale) => {
  test('parses as XML and holds what RFC 4287 requires: ids, titles, dates, links, one entry per release', async () => {
    const response = await feed(`${locale}.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const document = new (new JSDOM().window.DOMParser)().parseFromString(await response.text(), 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect([root.namespaceURI, root.localName, root.getAttribute('xml:lang')]).toEqual([ATOM, 'feed', locale]);
    for (const name of ['id', 'title', 'updated', 'author']) expect(children(root, name)).toHaveLength(1);
    expect(children(root, 'updated')[0]!.textContent).toMatch(RFC3339);
    expect(children(root, 'link').map((link) => link.getAttribute('rel'))).toEqual(['self', 'alternate']);

    const entries = children(root, 'entry');
    const releases = releasesNewestFirst();
    expect(entries).toHaveLength(releases.length);
    const ids = entries.map((entry) => children(entry, 'id')[0]!.textContent);
    expect(new Set(ids).size).toBe(entries.length);
    entries.forEach((entry, index) => {
      expect(children(entry, 'title')[0]!.textContent).toContain(releases[index]!.release.version);
      expect(children(entry, 'updated')[0]!.textContent).toMatch(RFC3339);
      expect(children(entry, 'link')[0]!.getAttribute('href')).toMatch(/^https:\/\/.+\/support\/firmware#firmware-[a-z]+-title$/);
      const content = children(entry, 'content')[0]!;
      expect(content.getAttribute('type')).toBe('xhtml');
      expect(content.getElementsByTagName('li')).toHaveLength(releases[index]!.release.changes.length);
      for (const item of content.getElementsByTagName('li')) expect(item.textContent?.trim()).not.toBe('');
    });
  });
});

test('a file name that is no language gets 404', async () => {
  for (const file of ['xx-XX.xml', 'en-US', '../en-US.xml']) expect((await feed(file)).status).toBe(404);
});

test('releases are newest first', () => {
  const dates = releasesNewestFirst().map(({ release }) => release.date);
  expect(dates).toEqual([...dates].sort().reverse());
});
