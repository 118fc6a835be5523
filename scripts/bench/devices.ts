// The two devices the bench can measure as, taken from Lighthouse's own presets so that the
// first-load JS and caching checks see the same pages as Lighthouse.
import type { Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

export interface Device {
  name: 'mobile' | 'desktop';
  userAgent: string;
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile: boolean;
  cpuSlowdown: number;
  /** Lighthouse's config for the preset; none for mobile, its default. */
  lighthouseConfig: Config | undefined;
}

export const DEVICES: Record<'mobile' | 'desktop', Device> = {
  // Lighthouse's default config: a moto g power, slow 4G, 4x CPU slowdown (simulated; the targets are held at it, cpu-slowdown.ts).
  mobile: { name: 'mobile', userAgent: userAgents.mobile, ...screen(screenEmulationMetrics.mobile), cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier, lighthouseConfig: undefined },
  desktop: { name: 'desktop', userAgent: userAgents.desktop, ...screen(screenEmulationMetrics.desktop), cpuSlowdown: throttling.desktopDense4G.cpuSlowdownMultiplier, lighthouseConfig: desktopConfig },
};

function screen(metrics: { width: number; height: number; deviceScaleFactor: number; mobile: boolean }) {
  return { width: metrics.width, height: metrics.height, deviceScaleFactor: metrics.deviceScaleFactor, isMobile: metrics.mobile };
}
