/** A rectangle in viewport coordinates, as `getBoundingClientRect` gives it. */
export interface Box {
  top: number;
  left: number;
  right: number;
  bottom: number;
}

export interface Placement {
  /** Relative to the positioned container the preview lives in. */
  top: number;
  left: number;
  width: number;
  /** Caps the preview so it always fits the room on its side; it scrolls inside beyond that. */
  maxHeight: number;
  side: 'below' | 'above';
}

const GAP = 4;
const MAX_WIDTH = 300;
/** Below this much room under the chip the preview goes above, if there is more room there. */
const MIN_ROOM = 120;

/**
 * Where a citation preview goes, computed from the chip's own box — never from `offsetParent`, which
 * `content-visibility` on the answer's blocks turns into the paragraph instead of the answer.
 * Below the chip when it fits, else above; horizontally inside `bounds` (the visible part of the
 * conversation); expressed relative to `container`, the preview's positioned ancestor.
 */
export function placePreview(chip: Box, container: Box, bounds: Box, height: number): Placement {
  const boundsWidth = bounds.right - bounds.left;
  const width = Math.max(0, Math.min(MAX_WIDTH, boundsWidth - 2 * GAP));
  const minLeft = bounds.left + GAP;
  const maxLeft = bounds.right - GAP - width;
  const leftInViewport = Math.max(minLeft, Math.min(chip.left - 40, maxLeft));

  const roomBelow = bounds.bottom - chip.bottom - 2 * GAP;
  const roomAbove = chip.top - bounds.top - 2 * GAP;
  const below = height <= roomBelow || (roomBelow >= MIN_ROOM && roomBelow >= roomAbove) || roomBelow >= roomAbove;
  const room = Math.max(0, below ? roomBelow : roomAbove);
  const shown = Math.min(height, room);
  const topInViewport = below ? chip.bottom + GAP : chip.top - GAP - shown;
  return {
    top: topInViewport - container.top,
    left: leftInViewport - container.left,
    width,
    maxHeight: room,
    side: below ? 'below' : 'above',
  };
}

/** The part of `a` that is also inside `b`. */
export function intersect(a: Box, b: Box): Box {
  return { top: Math.max(a.top, b.top), left: Math.max(a.left, b.left), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
}
