import { measureLighthouse } from './bench/lighthouse.mjs';
import { DEVICES } from './bench/devices.mjs';
const routes = process.argv.slice(2);
const r = await measureLighthouse('http://127.0.0.1:3555', routes.map((route) => ({ route, label: route, returning: false })), { device: DEVICES.mobile, cpuSlowdown: 2.6, runs: 3 }, '/tmp/try-lh');
for (const [k, v] of Object.entries(r)) console.log(k, v.scores.performance, 'LCP', Math.round(v.lcpMs), 'TBT', Math.round(v.tbtMs), 'FCP', Math.round(v.diagnostics.fcpMs), v.error ?? '');
