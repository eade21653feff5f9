/** product.md §9: lightbox zoom from 0.5 to 3 in steps of 0.25. */
export const ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;

export const clampZoom = (value: number) => Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round(value / ZOOM.step) * ZOOM.step));

export const nextZoom = (current: number, direction: 1 | -1) => clampZoom(current + direction * ZOOM.step);

/** Index into a list of `total` items, wrapping around both ends. */
export const wrapIndex = (index: number, total: number) => (total > 0 ? ((index % total) + total) % total : 0);
