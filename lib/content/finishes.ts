import type { FinishId } from './types';

/** Colours of each finish, used by the SVG renders and the style swatches. */
export interface Finish {
  id: FinishId;
  code: 'W' | 'B' | 'G' | 'S';
  plate: string;
  edge: string;
  ink: string;
  glow: string;
}

export const FINISHES: Record<FinishId, Finish> = {
  'pearl-white': { id: 'pearl-white', code: 'W', plate: '#f6f6f3', edge: '#d8d8d2', ink: '#8c8c86', glow: '#3b82f6' },
  'graphite-black': { id: 'graphite-black', code: 'B', plate: '#24272b', edge: '#0f1113', ink: '#9aa0a6', glow: '#38bdf8' },
  'champagne-gold': { id: 'champagne-gold', code: 'G', plate: '#d9c49a', edge: '#b39a6a', ink: '#6d5a34', glow: '#f8fafc' },
  'silver-grey': { id: 'silver-grey', code: 'S', plate: '#c9ccd0', edge: '#9ea3a8', ink: '#5b6168', glow: '#2563eb' },
};
