import { describe, expect, it } from 'vitest';
import { canDeleteDocument } from './document-deletion';

describe('canDeleteDocument', () => {
  it('lets a person delete what they uploaded, never what the administrator did', () => {
    expect(canDeleteDocument({ createdBy: 'me' })).toBe(true);
    expect(canDeleteDocument({ createdBy: 'admin' })).toBe(false);
  });
});
