import { describe, expect, it } from 'vitest';
import { downscaledSize, MAX_IMAGE_SIDE, sendAs } from '../../../src/core/image/image-size';
import { looksLikeImageFile, sniffImageType } from '../../../src/core/image/image-type';
import { imageNameFrom, imageSource } from '../../../src/core/image/image-source';

describe('downscaledSize', () => {
  it('brings the longest side down to the limit, keeping the proportions', () => {
    expect(downscaledSize(4032, 3024)).toEqual({ width: MAX_IMAGE_SIDE, height: 1176 });
    expect(downscaledSize(1080, 2400)).toEqual({ width: 706, height: MAX_IMAGE_SIDE });
    expect(downscaledSize(3000, 3000, 1024)).toEqual({ width: 1024, height: 1024 });
  });

  it('never enlarges a small image, and keeps a thin strip at least a pixel wide', () => {
    expect(downscaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(downscaledSize(20000, 3)).toEqual({ width: MAX_IMAGE_SIDE, height: 1 });
    expect(downscaledSize(0, 10)).toEqual({ width: 0, height: 0 });
  });
});

describe('image formats', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('are told by their first bytes, whatever the name says', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a……'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x41, 0x56, 0x49, 0x20]))).toBeUndefined();
  });

  it('photos go as JPEG; PNG and a GIF’s first frame as PNG', () => {
    expect(sendAs('image/jpeg')).toBe('image/jpeg');
    expect(sendAs('image/webp')).toBe('image/jpeg');
    expect(sendAs('image/png')).toBe('image/png');
    expect(sendAs('image/gif')).toBe('image/png');
  });

  it('a picked file is an image by its type or its name', () => {
    expect(looksLikeImageFile('IMG_1.HEIC.jpg', '')).toBe(true);
    expect(looksLikeImageFile('shot', 'image/png')).toBe(true);
    expect(looksLikeImageFile('notes.md', 'text/markdown')).toBe(false);
  });
});

describe('Ask about this image: where the image comes from', () => {
  it('fetches public http(s) images and decodes data: URLs in place', () => {
    expect(imageSource('https://cdn.example/p/chart.png', [])).toEqual({ kind: 'fetch', url: 'https://cdn.example/p/chart.png' });
    const data = imageSource('data:image/png;base64,iVBORw0KGgo=', []);
    expect(data.kind).toBe('data');
    expect(sniffImageType((data as { bytes: Uint8Array }).bytes)).toBe('image/png');
  });

  it('refuses what a hostile page could point it at: local and private addresses, other schemes', () => {
    for (const url of ['http://192.168.1.1/admin.png', 'http://169.254.169.254/latest/meta-data', 'http://localhost:8080/x.png', 'file:///etc/passwd', 'blob:https://example.com/1234', 'javascript:alert(1)']) {
      expect(() => imageSource(url, []), url).toThrowError(expect.objectContaining({ code: 'refused-url', userMessage: expect.objectContaining({ key: 'errImageAddress' }) }));
    }
    // …unless the user allowed that local host for pages too.
    expect(imageSource('http://nas.local:5000/cam.jpg', ['nas.local:5000']).kind).toBe('fetch');
  });

  it('names the image after its file', () => {
    expect(imageNameFrom('https://cdn.example/p/Q3%20chart.png?w=300')).toBe('Q3 chart.png');
    expect(imageNameFrom('https://cdn.example/')).toBe('image');
    expect(imageNameFrom('data:image/png;base64,xx')).toBe('image');
  });
});
