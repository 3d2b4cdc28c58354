import type { FastifyRequest } from 'fastify';
import { DomainError, errorCodes } from '@flexplan/domain';
import { MULTIPART_OVERHEAD_BYTES, uploadLimitParams } from '@flexplan/domain/storage/upload-limits';

/** 413 naming the limit, which the web says in the person's language. */
export class FileTooLargeError extends DomainError {
  constructor(maxBytes: number) {
    const params = uploadLimitParams(maxBytes);
    super(errorCodes.PAYLOAD_TOO_LARGE, `El archivo supera el máximo de ${params.maxMegabytes} MB`, params);
  }
}

/**
 * The one file of a multipart upload, read under `maxBytes`, for every route that takes a file.
 * A request whose Content-Length already says it is too large is refused before a byte of its body
 * is read; a body with no length, or a lying one, is still cut off when its file passes the limit.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<{ data: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new DomainError(errorCodes.UNSUPPORTED_MEDIA_TYPE, 'Envía el archivo como multipart/form-data');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new FileTooLargeError(maxBytes);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw new DomainError(errorCodes.VALIDATION, 'Falta el archivo', { field: 'file' });
  try {
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    // @fastify/multipart's own "file too large" (FST_REQ_FILE_TOO_LARGE) names no limit.
    if ((error as { statusCode?: number }).statusCode === 413) throw new FileTooLargeError(maxBytes);
    throw error;
  }
}
