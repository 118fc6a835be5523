import type { FamilyId, FinishId } from './types';

export interface PanelFamily {
  id: FamilyId;
  /** Message keys live under `families.{key}` (name, summary, standard, and the back box). */
  key: 'european' | 'british' | 'american';
  /** Short code used in SKUs. */
  code: 'EU' | 'UK' | 'US';
  /** Faceplate outline in millimetres, as drawn and as printed in the specs. */
  plate: { width: number; height: number; radius: number };
  /** Distance between the fixing screws, in mm. */
  screwPitchMm: number;
  /**
   * The box screws, where the standard fixes them: a metric thread by its diameter in mm
   * (`M3.5`, `M3,5` in comma languages), or a unified thread's designation (a word joiner
   * keeps `#6-32` whole on a line).
   */
  screw?: { metricMm: number } | { unified: '#6-\u206032' };
  finishes: readonly FinishId[];
  gangs: readonly number[];
}

export const FAMILIES: readonly PanelFamily[] = [
  {
    id: '0',
    key: 'european',
    code: 'EU',
    plate: { width: 86, height: 86, radius: 6 },
    screwPitchMm: 60,
    finishes: ['pearl-white', 'graphite-black', 'champagne-gold', 'silver-grey'],
    gangs: [1, 2, 3, 4],
  },
  {
    id: '1',
    key: 'british',
    code: 'UK',
    plate: { width: 86, height: 86, radius: 4 },
    screwPitchMm: 60.3,
    screw: { metricMm: 3.5 },
    finishes: ['pearl-white', 'graphite-black', 'silver-grey'],
    gangs: [1, 2, 3, 4],
  },
  {
    id: '2',
    key: 'american',
    code: 'US',
    plate: { width: 120, height: 74, radius: 6 },
    screwPitchMm: 83.5,
    screw: { unified: '#6-\u206032' },
    finishes: ['pearl-white', 'graphite-black', 'champagne-gold'],
    gangs: [1, 2, 3],
  },
];

export function familyById(id: string): PanelFamily | undefined {
  return FAMILIES.find((family) => family.id === id);
}
