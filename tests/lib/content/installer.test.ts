import { FAMILY_IDS, PRODUCTS, type Product } from '@/lib/content';
import { boxDepthClaims, boxDepthsText, kindOf, namedText, neutralClaims, withoutNeutralText, type Named } from '@/lib/content/installer';
import { quantitiesFor } from '@/lib/content/quantities';
import { technicalDataOf } from '@/lib/content/technical';
import type { ContentTranslate } from '@/lib/content/types';
import { LOCALES, formattingLocaleOf, type Locale } from '@/lib/i18n/locales';
import { createTranslator } from 'use-intl/core';
import { readNamespace } from '../../support/messageFiles';

function contentOf(locale: Locale): ContentTranslate {
  const messages = { content: readNamespace(locale, 'content') } as unknown as Record<string, never>;
  return createTranslator({ locale: formattingLocaleOf(locale), messages, namespace: 'content' as never }) as unknown as ContentTranslate;
}

/** The products a claim names: every member of each kind it names (within `among`), and the products it names. */
const membersOf = (named: Named, among: readonly Product[]) => [...among.filter((product) => named.kinds.includes(kindOf(product))), ...named.products];
const slugs = (products: readonly Product[]) => products.map((product) => product.slug).sort();
const switchesOf = (family?: string) => PRODUCTS.filter((product) => ['electronic_types', 'mechanical_switch'].includes(product.group) && (family === undefined || product.families.includes(family as never)));

describe('what the help pages tell an installer, read from the technical data', () => {
  it.each([undefined, ...FAMILY_IDS])('names exactly the switches that need a neutral wire (family %s)', (family) => {
    const switches = switchesOf(family);
    const claims = neutralClaims(family);
    expect(slugs(membersOf(claims.needed, switches))).toEqual(slugs(switches.filter((product) => technicalDataOf(product).neutral?.required)));
    expect(slugs(membersOf(claims.notNeeded, switches))).toEqual(slugs(switches.filter((product) => !technicalDataOf(product).neutral?.required)));
  });

  it('says the dimmer needs no neutral, with a bypass below its minimum load', () => {
    const claims = neutralClaims();
    const dimmer = PRODUCTS.find((product) => product.slug === 'dimmer-switch')!;
    expect(claims.notNeeded.kinds).toContain('dimmer');
    expect(claims.bypassBelowW.get(dimmer)).toBe(5);
  });

  it('gives each module in a wall box its own minimum depth, and no other', () => {
    const inBoxes = PRODUCTS.filter((product) => technicalDataOf(product).minBoxDepthMm !== undefined);
    const claimed = boxDepthClaims().flatMap(({ depthMm, named }) => membersOf(named, inBoxes).map((product) => [product.slug, depthMm] as const));
    expect(new Map(claimed).size).toBe(claimed.length);
    expect(Object.fromEntries(claimed)).toEqual(Object.fromEntries(inBoxes.map((product) => [product.slug, technicalDataOf(product).minBoxDepthMm])));
    expect(boxDepthClaims().at(-1)?.named.kinds).toContain('dimmer');
  });

  it.each(LOCALES)('%s: says it in words built from the data', (locale) => {
    const t = contentOf(locale);
    const q = quantitiesFor(formattingLocaleOf(locale), t);
    const claims = neutralClaims();
    const needed = namedText(claims.needed, t, q);
    const notNeeded = withoutNeutralText(claims, t, q);
    for (const kind of claims.needed.kinds) expect(needed).toContain(t(`installer.kinds.${kind}`));
    for (const kind of claims.notNeeded.kinds) expect(notNeeded).toContain(t(`installer.kinds.${kind}`));
    for (const kind of claims.notNeeded.kinds) expect(needed).not.toContain(t(`installer.kinds.${kind}`));
    for (const watts of claims.bypassBelowW.values()) expect(notNeeded).toContain(q.one(watts, 'watt'));
    const depths = boxDepthsText(t, q);
    for (const { depthMm } of boxDepthClaims()) expect(depths).toContain(q.one(depthMm, 'millimeter'));
  });
});
