/**
 * The longest side an image is sent at. Vision encoders work on small tiles (Qwen2.5-VL 28 px patches,
 * Gemma 3 896 px, Llama 3.2 Vision 560 px tiles, LLaVA 336 px), so more pixels only cost upload and
 * prompt time; 1,568 px is also the size above which Anthropic's vision docs say images are scaled down.
 */
export const MAX_IMAGE_SIDE = 1568;

/** The size to send an image at: the same proportions, the longest side at most `maxSide`, never enlarged. */
export function downscaledSize(width: number, height: number, maxSide = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * What the copy for the model is encoded as. PNG keeps the sharp edges of text and screenshots; a
 * photograph (JPEG, WebP) goes as JPEG, which is a tenth of the size. WebP and GIF are re-encoded
 * because not every server decodes them (Ollama's /v1 takes jpeg, png and webp; llama.cpp's stb_image no webp).
 */
export function sendAs(source: string): 'image/png' | 'image/jpeg' {
  return source === 'image/png' || source === 'image/gif' ? 'image/png' : 'image/jpeg';
}

/** A PNG copy larger than this is sent as JPEG instead (a photo saved as PNG). */
export const MAX_PNG_BYTES = 1_500_000;
