import fc from 'fast-check';
import { PRODUCTS, productBySlug } from '@/lib/content';
import { FILTER_NAMES, FINDER_FILTERS, MAX_COMPARED, choiceCount, findProducts, finderHref, isFiltered, parseFinderRequest, relaxations, type FinderQuery } from '@/lib/content/finder';
import { TECHNICAL_DATA, technicalDataOf } from '@/lib/content/technical';

const slugs = (query: FinderQuery) => findProducts(query).map((product) => product.slug);

describe('the product finder', () => {
  it('lists all products without a filter', () => {
    expect(findProducts({})).toHaveLength(PRODUCTS.length);
  });

  it('keeps only products that work without a gateway for gateway=no', () => {
    const found = slugs({ gateway: 'no' });
    expect(found).toContain('mechanical-switch-1-gang');
    expect(found).toContain('non-contact-sensor-switch');
    expect(found).not.toContain('touch-switch-2-gang');
    expect(found).not.toContain('two-button-remote');
    expect(found.every((slug) => productBySlug(slug)!.gateway === 'not-required')).toBe(true);
  });

  it('keeps only products that need no neutral wire for neutral=no', () => {
    const found = slugs({ neutral: 'no' });
    expect(found).toEqual(expect.arrayContaining(['dimmer-switch', 'non-contact-sensor-switch', 'mechanical-switch-2-gang']));
    for (const excluded of ['touch-switch-1-gang', 'curtain-switch', 'european-socket', 'usb-c-45w-socket']) expect(found).not.toContain(excluded);
  });

  it('keeps the switches with that many gangs for gangs=2', () => {
    expect(slugs({ gangs: '2' }).sort()).toEqual(['mechanical-switch-2-gang', 'touch-switch-2-gang']);
    expect(slugs({ gangs: '4' })).toEqual(['touch-switch-4-gang']);
  });

  it('keeps what fits a British box for standard=uk, and no surface-mounted device', () => {
    const found = slugs({ standard: 'uk' });
    expect(found).toContain('british-socket');
    expect(found).toContain('touch-switch-4-gang');
    expect(found).not.toContain('european-socket');
    expect(found).not.toContain('american-socket');
    expect(found).not.toContain('pir-sensor');
    expect(slugs({ standard: 'us' })).not.toContain('touch-switch-4-gang');
  });

  it('combines filters: every filter must hold', () => {
    expect(slugs({ standard: 'uk', neutral: 'no', gangs: '2' })).toEqual(['mechanical-switch-2-gang']);
    expect(slugs({ gateway: 'no', neutral: 'no', gangs: '1' }).sort()).toEqual(['mechanical-switch-1-gang', 'non-contact-sensor-switch']);
    expect(slugs({ standard: 'us', gangs: '4' })).toEqual([]);
  });

  it('filters by the system that controls a product and the load it switches', () => {
    expect(slugs({ system: 'home-assistant' })).toContain('pir-sensor');
    expect(slugs({ system: 'home-assistant' })).not.toContain('mechanical-switch-1-gang');
    expect(slugs({ load: 'motor' })).toContain('curtain-switch');
    expect(slugs({ load: 'motor' })).not.toContain('dimmer-switch');
  });

  it('is the intersection of the single filters, for any combination', () => {
    const choice = <F extends keyof typeof FINDER_FILTERS>(filter: F) => fc.option(fc.constantFrom(...FINDER_FILTERS[filter]), { nil: undefined });
    const query = fc.record({ standard: choice('standard'), neutral: choice('neutral'), gateway: choice('gateway'), gangs: choice('gangs'), load: choice('load'), system: choice('system') });
    fc.assert(
      fc.property(query, (raw) => {
        const applied = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)) as FinderQuery;
        const intersection = Object.entries(applied).reduce(
          (kept, [filter, value]) => kept.filter((slug) => (slugs({ [filter]: value }) as string[]).includes(slug)),
          PRODUCTS.map((product) => product.slug) as string[],
        );
        expect(slugs(applied)).toEqual(intersection);
      }),
    );
  });

  it('counts beside each choice what choosing it would show', () => {
    const query: FinderQuery = { neutral: 'no' };
    expect(choiceCount(query, 'gangs', '2')).toBe(findProducts({ neutral: 'no', gangs: '2' }).length);
    expect(choiceCount(query, 'neutral', undefined)).toBe(PRODUCTS.length);
    expect(choiceCount({ gangs: '3' }, 'gangs', '1')).toBe(findProducts({ gangs: '1' }).length);
  });

  it('suggests which filter to drop when nothing matches', () => {
    const query: FinderQuery = { standard: 'us', gangs: '4' };
    expect(findProducts(query)).toHaveLength(0);
    expect(relaxations(query)).toEqual([
      { filter: 'standard', choice: 'us', count: findProducts({ gangs: '4' }).length },
      { filter: 'gangs', choice: '4', count: findProducts({ standard: 'us' }).length },
    ]);
  });
});

describe('a finder address', () => {
  it('reads its filters, leaves out unknown values and says so', () => {
    expect(parseFinderRequest({ standard: 'uk', gangs: '2', neutral: 'no' })).toMatchObject({ query: { standard: 'uk', gangs: '2', neutral: 'no' }, ignored: false });
    expect(parseFinderRequest({ standard: '', gangs: '' })).toMatchObject({ query: {}, ignored: false });
    expect(parseFinderRequest({ gangs: '9', standard: '<script>' })).toMatchObject({ query: {}, ignored: true });
    expect(parseFinderRequest({ gangs: ['', '3'] }).query).toEqual({ gangs: '3' });
  });

  it('compares at most three known products, in the order ticked', () => {
    const ticked = ['pir-sensor', 'nope', 'dimmer-switch', 'pir-sensor', 'tv-socket', 'curtain-switch'];
    const request = parseFinderRequest({ compare: ticked });
    expect(request.compare).toEqual(['pir-sensor', 'dimmer-switch', 'tv-socket']);
    expect(request.compare).toHaveLength(MAX_COMPARED);
    expect(request.compareOverflow).toBe(true);
    expect(parseFinderRequest({ compare: 'dimmer-switch' })).toMatchObject({ compare: ['dimmer-switch'], compareOverflow: false });
  });

  it('is indexed only when it asks for nothing', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ standard: '', utm_source: 'x' })).toBe(false);
    expect(isFiltered({ gateway: 'no' })).toBe(true);
    expect(isFiltered({ compare: 'pir-sensor' })).toBe(true);
  });

  it('writes filters in one order, so a shared address reads the same', () => {
    expect(finderHref({})).toBe('/products');
    expect(finderHref({ gangs: '2', standard: 'uk' }, ['pir-sensor'])).toBe('/products?standard=uk&gangs=2&compare=pir-sensor');
    expect(FILTER_NAMES).toEqual(['standard', 'neutral', 'gateway', 'gangs', 'load', 'system']);
  });
});

describe('technical data', () => {
  it('covers every product, with a box depth for everything that goes in a wall box', () => {
    for (const product of PRODUCTS) {
      const data = technicalDataOf(product);
      expect(TECHNICAL_DATA[product.slug]).toBeDefined();
      if (data.boxes.length > 0) expect(data.minBoxDepthMm).toBeGreaterThan(data.depthMm);
      else expect(data.minBoxDepthMm).toBeUndefined();
      if (product.protocol === 'none') expect(data.controls).toEqual([]);
    }
  });
});
