import type { ProductSlug } from '../i18n/keys';

/**
 * The firmware of the Zigbee products and its release notes: one image per kind of device,
 * each release with its version, date and changes. A change's text is the message
 * `support.firmware.changes.{change}`; /support/firmware and its Atom feeds read this list.
 */
export const FIRMWARE_CHANGES = [
  'first',
  'stateReport',
  'decoupled',
  'powerOn',
  'minBrightness',
  'positionReport',
  'batteryReport',
  'rejoin',
] as const;
export type FirmwareChange = (typeof FIRMWARE_CHANGES)[number];

export interface FirmwareRelease {
  version: string;
  /** Release date, ISO 8601 (UTC). */
  date: string;
  changes: readonly FirmwareChange[];
}

export interface FirmwareImage {
  id: 'switch' | 'dimmer' | 'curtain' | 'sensor';
  products: readonly ProductSlug[];
  /** Newest first. */
  releases: readonly FirmwareRelease[];
}

export const FIRMWARE: readonly FirmwareImage[] = [
  {
    id: 'switch',
    products: ['touch-switch-1-gang', 'touch-switch-2-gang', 'touch-switch-3-gang', 'touch-switch-4-gang'],
    releases: [
      { version: '1.2.0', date: '2026-09-15', changes: ['decoupled', 'powerOn'] },
      { version: '1.1.0', date: '2026-03-10', changes: ['stateReport', 'rejoin'] },
      { version: '1.0.0', date: '2025-10-01', changes: ['first'] },
    ],
  },
  {
    id: 'dimmer',
    products: ['dimmer-switch'],
    releases: [
      { version: '1.1.0', date: '2026-06-20', changes: ['minBrightness', 'powerOn'] },
      { version: '1.0.0', date: '2025-10-01', changes: ['first'] },
    ],
  },
  {
    id: 'curtain',
    products: ['curtain-switch'],
    releases: [
      { version: '1.1.0', date: '2026-05-05', changes: ['positionReport'] },
      { version: '1.0.0', date: '2025-10-01', changes: ['first'] },
    ],
  },
  {
    id: 'sensor',
    products: ['two-button-remote', 'door-magnetic-sensor', 'self-powered-button', 'pir-sensor'],
    releases: [
      { version: '1.0.2', date: '2026-08-01', changes: ['batteryReport', 'rejoin'] },
      { version: '1.0.0', date: '2025-10-01', changes: ['first'] },
    ],
  },
];

/** Every release of every image, newest first: what the Atom feed lists. */
export function releasesNewestFirst(): { image: FirmwareImage; release: FirmwareRelease }[] {
  return FIRMWARE.flatMap((image) => image.releases.map((release) => ({ image, release }))).sort(
    (a, b) => b.release.date.localeCompare(a.release.date) || a.image.id.localeCompare(b.image.id),
  );
}

/** The image a product runs, if it has firmware. */
export function firmwareOf(slug: ProductSlug): FirmwareImage | undefined {
  return FIRMWARE.find((image) => image.products.includes(slug));
}
