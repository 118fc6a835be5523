// Pure functions: how the bench writes its numbers, the same in every section.

export const formatMs = (ms) => `${Math.round(ms)} ms`;
export const formatKb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const formatCls = (cls) => cls.toFixed(3);
export const formatRatio = (ratio) => `${ratio.toFixed(2)}x`;
export const formatScore = (score) => String(score);

/** CLS as shown (three decimals), so that "0.000" passes the target of 0. @param {number} cls */
export function roundedCls(cls) {
  return Number(cls.toFixed(3));
}
