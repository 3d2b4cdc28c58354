import type { UserDocument } from './documents-api';

/**
 * Whether the user may delete a document: those they uploaded, never the administrator's
 * (docs/decisions/083-employee-deletes-own-documents.md). The server refuses with it, the web shows
 * the delete button with it. Its own file, free of zod: the documents page's first download
 * carries the rule, not the schemas.
 */
export const canDeleteDocument = (document: Pick<UserDocument, 'createdBy'>): boolean => document.createdBy === 'me';
