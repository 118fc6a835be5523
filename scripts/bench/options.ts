// Command-line options of `npm run bench` (after `--`).
import type { CpuSlowdownSetting } from './cpu-slowdown';

export interface BenchOptions {
  build: boolean;
  device: 'mobile' | 'desktop';
  parts: string[];
  durationSeconds: number | undefined;
  lighthouseRuns: number;
  cpuSlowdown: CpuSlowdownSetting;
  help: boolean;
}

export const PARTS = ['caching', 'js', 'lighthouse', 'serving'];

export const USAGE = `Usage: npm run bench [-- options]
  --build              rebuild for production first (default: reuse the build in .next)
  --device=mobile      Lighthouse preset and device for every route: mobile (default) or desktop
  --only=a,b           run only some parts: ${PARTS.join(', ')}
  --duration=SECONDS   length of each measured load run (default 10)
  --runs=N             Lighthouse runs per route; the median run is reported (default 3)
  --cpu-slowdown=X     the CPU slowdown the targets are held at on the mobile preset: preset
                       (default) is Lighthouse's own 4x, as Lighthouse and PageSpeed Insights
                       score; auto calibrates it to this machine as Lighthouse's docs advise
                       (cpu-slowdown.ts); a number sets it. Unless it is auto, the same loads
                       are also audited at the calibrated slowdown, for comparison`;

export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { build: false, device: 'mobile', parts: [...PARTS], durationSeconds: undefined, lighthouseRuns: 3, cpuSlowdown: 'preset', help: false };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s);
    if (name === '--build' && value === undefined) options.build = true;
    else if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--device' && (value === 'mobile' || value === 'desktop')) options.device = value;
    else if (name === '--only' && value) {
      const parts = value.split(',').map((part) => part.trim());
      const unknown = parts.filter((part) => !PARTS.includes(part));
      if (unknown.length) throw new Error(`unknown part(s): ${unknown.join(', ')}\n${USAGE}`);
      options.parts = parts;
    } else if (name === '--duration' && value && /^\d+$/.test(value) && Number(value) > 0) options.durationSeconds = Number(value);
    else if (name === '--runs' && value && /^\d+$/.test(value) && Number(value) > 0) options.lighthouseRuns = Number(value);
    else if (name === '--cpu-slowdown' && (value === 'preset' || value === 'auto')) options.cpuSlowdown = value;
    else if (name === '--cpu-slowdown' && value && /^\d+(\.\d+)?$/.test(value) && Number(value) >= 1) options.cpuSlowdown = Number(value);
    else throw new Error(`unknown option: ${arg}\n${USAGE}`);
  }
  return options;
}
