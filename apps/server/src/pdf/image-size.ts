export interface ImageSize {
  width: number;
  height: number;
}

const startsWith = (data: Uint8Array, bytes: number[]) => bytes.every((byte, i) => data[i] === byte);

/** A JPEG's size, from its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(data: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: (data[at + 5]! << 8) | data[at + 6]!, width: (data[at + 7]! << 8) | data[at + 8]! };
    at += 2 + ((data[at + 2]! << 8) | data[at + 3]!);
  }
  return null;
}

/**
 * A PNG's, GIF's or JPEG's kind and size in pixels, read from its header without decoding it;
 * null for any other bytes, or a header too short to hold a size.
 */
export function imageSize(data: Uint8Array): { kind: 'png' | 'gif' | 'jpeg'; size: ImageSize } | null {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let kind: 'png' | 'gif' | 'jpeg';
  let size: ImageSize | null;
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47]) && data.length >= 24) {
    // IHDR, the first chunk: width and height big-endian after the signature, length and type.
    [kind, size] = ['png', { width: view.getUint32(16), height: view.getUint32(20) }];
  } else if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && data.length >= 10) {
    // The logical screen's size, little-endian, after "GIF87a" or "GIF89a".
    [kind, size] = ['gif', { width: view.getUint16(6, true), height: view.getUint16(8, true) }];
  } else if (startsWith(data, [0xff, 0xd8, 0xff])) {
    [kind, size] = ['jpeg', jpegSize(data)];
  } else return null;
  return size && size.width > 0 && size.height > 0 ? { kind, size } : null;
}
