import { FIRMWARE, firmwareOf } from '@/lib/content/firmware';
import { HUB_NAMES, HUBS, zigbeeProfileOf, ZIGBEE_MANUFACTURER_NAME } from '@/lib/content/integrations';
import { PRODUCTS, productBySlug } from '@/lib/content/products';
import { technicalDataOf } from '@/lib/content/technical';

const profile = (slug: string) => zigbeeProfileOf(productBySlug(slug)!)!;

describe('Zigbee profiles', () => {
  test('every Zigbee product has one, with its own model identifier; other products have none', () => {
    const zigbee = PRODUCTS.filter((product) => product.protocol === 'Zigbee 3.0');
    expect(zigbee.length).toBeGreaterThan(5);
    const ids = zigbee.map((product) => zigbeeProfileOf(product)!.modelId);
    expect(new Set(ids).size).toBe(zigbee.length);
    for (const product of zigbee) expect(zigbeeProfileOf(product)).toMatchObject({ manufacturerName: ZIGBEE_MANUFACTURER_NAME, modelId: `AX-${product.sku}` });
    for (const product of PRODUCTS.filter((candidate) => candidate.protocol !== 'Zigbee 3.0')) expect(zigbeeProfileOf(product)).toBeUndefined();
  });

  test('a switch exposes on/off once per gang, from its technical data, and its decoupled mode', () => {
    for (const gangs of [1, 2, 3, 4]) {
      const slug = `touch-switch-${gangs}-gang`;
      expect(profile(slug).switchedEndpoints).toBe(technicalDataOf(productBySlug(slug)!).gangs);
      expect(profile(slug).features).toEqual(expect.arrayContaining(['onOff', 'powerOnBehavior', 'decoupled']));
    }
  });

  test('a dimmer exposes brightness, a curtain switch the cover position and no on/off', () => {
    expect(profile('dimmer-switch').features).toEqual(expect.arrayContaining(['onOff', 'brightness']));
    expect(profile('curtain-switch').features).toContain('coverPosition');
    expect(profile('curtain-switch').features).not.toContain('onOff');
    expect(profile('curtain-switch').switchedEndpoints).toBe(0);
  });

  test('battery devices report their battery; the self-powered button has none to report', () => {
    for (const slug of ['two-button-remote', 'door-magnetic-sensor', 'pir-sensor']) expect(profile(slug).features).toContain('battery');
    expect(profile('self-powered-button').features).not.toContain('battery');
    expect(profile('door-magnetic-sensor').features).toContain('contact');
    expect(profile('pir-sensor').features).toContain('occupancy');
  });

  test('each hub says how it connects, from the product’s controls: Home Assistant’s two Zigbee integrations natively', () => {
    const hubs = Object.fromEntries(profile('touch-switch-2-gang').hubs.map(({ hub, support }) => [hub, support]));
    expect(Object.keys(hubs)).toEqual([...HUBS]);
    expect(hubs).toMatchObject({ zha: 'native', zigbee2mqtt: 'native', smartthings: 'native', alexa: 'gateway', 'apple-home': 'gateway' });
    expect(HUB_NAMES).toEqual({ zha: 'Home Assistant (ZHA)', zigbee2mqtt: 'Zigbee2MQTT', smartthings: 'SmartThings', alexa: 'Amazon Alexa', 'google-home': 'Google Home', 'apple-home': 'Apple Home' });
  });
});

describe('firmware', () => {
  test('every Zigbee product runs one firmware image; no other product has one', () => {
    for (const product of PRODUCTS) expect([product.slug, Boolean(firmwareOf(product.slug))]).toEqual([product.slug, product.protocol === 'Zigbee 3.0']);
    const listed = FIRMWARE.flatMap((image) => image.products);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('each image lists its releases newest first, with distinct versions and a first release', () => {
    for (const image of FIRMWARE) {
      const dates = image.releases.map((release) => release.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      expect(new Set(image.releases.map((release) => release.version)).size).toBe(image.releases.length);
      expect(image.releases.at(-1)!.changes).toEqual(['first']);
    }
  });
});
