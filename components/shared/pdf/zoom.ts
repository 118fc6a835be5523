/** Zoom steps of the catalog viewer, relative to the width that fits the viewer. */
export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
export const FIT_ZOOM = 1;

export function zoomIn(current: number): number {
  return ZOOM_STEPS.find((step) => step > current) ?? current;
}

export function zoomOut(current: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < current) ?? current;
}

/** A page number typed by the visitor, kept inside the document. */
export function clampPage(value: number, total: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.round(value)), Math.max(1, total));
}
