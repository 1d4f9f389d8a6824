import { describe, expect, it } from 'vitest';
import { intersect, placePreview, type Box } from '../../../src/sidepanel/citations/preview-placement';

const box = (top: number, left: number, bottom: number, right: number): Box => ({ top, left, bottom, right });
const panel = box(40, 0, 800, 400);

describe('placePreview', () => {
  it('goes just below the chip when there is room, relative to its container', () => {
    const container = box(-500, 10, 2000, 390);
    const p = placePreview(box(300, 100, 318, 160), container, panel, 150);
    expect(p.side).toBe('below');
    expect(p.top + container.top).toBe(322);
    expect(p.left + container.left).toBe(60);
    expect(p.width).toBe(300);
  });

  it('flips above a chip near the bottom of the panel and ends just above it', () => {
    const p = placePreview(box(760, 100, 778, 160), box(0, 0, 3000, 400), panel, 200);
    expect(p.side).toBe('above');
    expect(p.top + 200).toBe(756);
  });

  it('stays inside the panel horizontally for a chip at the right edge of a narrow panel', () => {
    const narrow = box(0, 0, 600, 320);
    const p = placePreview(box(100, 290, 118, 318), box(0, 0, 600, 320), narrow, 100);
    expect(p.width).toBe(300);
    expect(p.left).toBeGreaterThanOrEqual(4);
    expect(p.left + p.width).toBeLessThanOrEqual(316);
  });

  it('caps its height to the room on the chosen side so it never leaves the panel', () => {
    const p = placePreview(box(300, 10, 318, 60), box(0, 0, 1000, 400), box(0, 0, 620, 400), 900);
    expect(p.side).toBe('below');
    expect(p.top + p.maxHeight).toBeLessThanOrEqual(620);
  });
});

describe('intersect', () => {
  it('keeps the overlap of two boxes', () => {
    expect(intersect(box(0, 0, 100, 100), box(50, -10, 300, 80))).toEqual(box(50, 0, 100, 80));
  });
});
