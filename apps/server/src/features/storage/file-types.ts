/**
 * What each upload folder accepts, recognised by the file's first bytes (its "magic number"),
 * never by the name or the browser's content type (docs/product/employee-portal.md §5 Documents and images).
 */
export type FileKind = 'pdf' | 'png' | 'gif' | 'jpeg';

const signatures: Record<FileKind, number[][]> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ], // GIF87a, GIF89a
  jpeg: [[0xff, 0xd8, 0xff]],
};

export const contentTypes: Record<FileKind, string> = { pdf: 'application/pdf', png: 'image/png', gif: 'image/gif', jpeg: 'image/jpeg' };
export const extensions: Record<FileKind, string> = { pdf: 'pdf', png: 'png', gif: 'gif', jpeg: 'jpg' };

export interface FolderRule {
  kinds: FileKind[];
  /** Size limit in bytes. */
  maxBytes: number;
}

/** The allow-list of upload folders. */
export function folderRules(limits: { documentBytes: number; imageBytes: number }): Record<string, FolderRule> {
  return {
    documents: { kinds: ['pdf'], maxBytes: limits.documentBytes },
    invoices: { kinds: ['pdf', 'png', 'jpeg'], maxBytes: limits.documentBytes },
    images: { kinds: ['png', 'gif', 'jpeg'], maxBytes: limits.imageBytes },
  };
}

export function detectKind(head: Buffer): FileKind | null {
  for (const [kind, patterns] of Object.entries(signatures) as [FileKind, number[][]][]) {
    if (patterns.some((p) => p.every((byte, i) => head[i] === byte))) return kind;
  }
  return null;
}
