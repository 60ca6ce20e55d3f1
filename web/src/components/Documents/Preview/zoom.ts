// Spec §2 "Preview dialog" and §9: zoom starts at 0.8 and moves in steps of 0.2 between 0.2 and 3.
export const ZOOM_START = 0.8;
export const ZOOM_STEP = 0.2;
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 3;

// Tenths are kept exact: 0.8 + 0.2 is 1, not 1.0000000000000002.
const tenths = (value: number) => Math.round(value * 10) / 10;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, tenths(zoom + ZOOM_STEP));
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, tenths(zoom - ZOOM_STEP));
}
