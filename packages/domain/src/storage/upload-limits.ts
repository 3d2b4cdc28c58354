/**
 * How large an uploaded file may be, by folder, in megabytes of 1 048 576 bytes (docs/product/employee-portal.md §5:
 * PDFs up to 10 MB). The server's STORAGE_MAX_DOCUMENT_MB and STORAGE_MAX_IMAGE_MB default to these,
 * and the web refuses a larger file before sending it; the server's limit is the one that holds.
 */
export const defaultUploadLimitsMb = { documents: 10, invoices: 10, images: 5 } as const;
export type UploadFolderName = keyof typeof defaultUploadLimitsMb;

export const BYTES_PER_MEGABYTE = 1024 * 1024;

/**
 * What a multipart body carries besides its file (the boundaries and the part's headers): a
 * request declaring more than the limit plus this cannot hold a file within the limit.
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The parameters a 413 names its limit with, for the person's language (errors.PAYLOAD_TOO_LARGE_limit). */
export function uploadLimitParams(maxBytes: number): { maxBytes: number; maxMegabytes: number } {
  return { maxBytes, maxMegabytes: Math.round((maxBytes / BYTES_PER_MEGABYTE) * 10) / 10 };
}

/** Whether a file of `sizeBytes` is over a limit of `maxBytes`. */
export const isOverUploadLimit = (sizeBytes: number, maxBytes: number): boolean => sizeBytes > maxBytes;
