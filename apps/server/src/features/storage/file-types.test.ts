import { describe, expect, it } from 'vitest';
import { detectKind } from './file-types';

describe('file kinds by content', () => {
  it.each([
    ['%PDF-1.7\n', 'pdf'],
    ['GIF89a....', 'gif'],
    ['GIF87a....', 'gif'],
  ])('%s → %s', (head, kind) => expect(detectKind(Buffer.from(head, 'latin1'))).toBe(kind));

  it('knows PNG and JPEG by their bytes and nothing else', () => {
    expect(detectKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectKind(Buffer.from('MZ\x90\x00'))).toBeNull();
    expect(detectKind(Buffer.alloc(0))).toBeNull();
  });
});
