import type { Page } from 'playwright-core';

/**
 * The colour the page shows at one point, as a screenshot has it: for what only painting shows (a
 * background gradient's shade). The 1×1 PNG is decoded by the page's own canvas, so no image library.
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, 1, 1).data;
    return [d[0]!, d[1]!, d[2]!] as [number, number, number];
  }, png.toString('base64'));
}

/** How far two colours are apart: the sum of their channels' differences (0 to 765). */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);
}
