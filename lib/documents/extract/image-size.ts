// The pixel size an image declares in its header (PNG, JPEG, WebP, BMP), read before it is decoded, so that an image
// of a billion pixels is refused instead of filling memory.

export interface ImageSize {
  width: number;
  height: number;
}

/** Most pixels an image may have to be OCRed: a page scanned at 600 dpi is about 35 million. */
export const maxImagePixels = 100_000_000;

function jpegSize(bytes: Uint8Array, data: DataView): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    // Start-of-frame markers (baseline, progressive, lossless …), not DHT (C4), JPG (C8) or DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    at += 2 + data.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, data: DataView): ImageSize | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25) {
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  return null;
}

/** The declared size of a PNG, JPEG, WebP or BMP image, or null when its header cannot be read. */
export function imageSize(bytes: Uint8Array, type: 'png' | 'jpeg' | 'webp' | 'bmp'): ImageSize | null {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (type) {
      case 'png':
        return bytes.length >= 24 ? { width: data.getUint32(16), height: data.getUint32(20) } : null;
      case 'jpeg':
        return jpegSize(bytes, data);
      case 'webp':
        return webpSize(bytes, data);
      case 'bmp':
        return bytes.length >= 26
          ? { width: Math.abs(data.getInt32(18, true)), height: Math.abs(data.getInt32(22, true)) }
          : null;
    }
  } catch {
    return null;
  }
}
