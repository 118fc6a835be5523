// The two devices the bench can measure as, taken from Lighthouse's own presets so that the
// first-load JS and caching checks see the same pages as Lighthouse.
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

/**
 * @typedef {{ name: 'mobile' | 'desktop', userAgent: string, width: number, height: number,
 *   deviceScaleFactor: number, isMobile: boolean, cpuSlowdown: number, lighthouseConfig: object | undefined }} Device
 */

/** @type {Record<'mobile' | 'desktop', Device>} */
export const DEVICES = {
  // Lighthouse's default config: a moto g power, slow 4G, 4x CPU slowdown (simulated; the targets are held at it, cpu-slowdown.mjs).
  mobile: { name: 'mobile', userAgent: userAgents.mobile, ...screen(screenEmulationMetrics.mobile), cpuSlowdown: throttling.mobileSlow4G.cpuSlowdownMultiplier, lighthouseConfig: undefined },
  desktop: { name: 'desktop', userAgent: userAgents.desktop, ...screen(screenEmulationMetrics.desktop), cpuSlowdown: throttling.desktopDense4G.cpuSlowdownMultiplier, lighthouseConfig: desktopConfig },
};

/** @param {{ width: number, height: number, deviceScaleFactor: number, mobile: boolean }} metrics */
function screen(metrics) {
  return { width: metrics.width, height: metrics.height, deviceScaleFactor: metrics.deviceScaleFactor, isMobile: metrics.mobile };
}
