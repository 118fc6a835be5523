// Pure functions: how the bench writes its numbers, the same in every section.

export const formatMs = (ms: number) => `${Math.round(ms)} ms`;
export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const formatCls = (cls: number) => cls.toFixed(3);
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}x`;
export const formatScore = (score: number) => String(score);

/** CLS as shown (three decimals), so that "0.000" passes the target of 0. */
export function roundedCls(cls: number): number {
  return Number(cls.toFixed(3));
}
