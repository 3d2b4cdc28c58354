import { describe, expect, it } from 'vitest';
import { menuItemHiddenReason } from './menu-item-visibility';

describe('menuItemHiddenReason', () => {
  it('hides the compensation page when the company hides compensation, however the link is written', () => {
    const hidden = { hideCompensation: true };
    for (const link of ['/compensation', '/compensation/', '/compensation?year=2026', '/compensation#top']) {
      expect(menuItemHiddenReason(link, hidden)).toBe('compensationHidden');
    }
  });

  it('shows every other tile, and compensation when the company shows it', () => {
    expect(menuItemHiddenReason('/compensation', { hideCompensation: false })).toBeNull();
    for (const link of ['/documents', '/compensations', '/', 'https://example.com/compensation']) {
      expect(menuItemHiddenReason(link, { hideCompensation: true })).toBeNull();
    }
  });
});
