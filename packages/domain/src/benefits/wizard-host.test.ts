import { describe, expect, it } from 'vitest';
import { wizardHostId } from './wizard-host';

describe('wizardHostId', () => {
  const mains = [11, 12, 13];

  it('is the first card while nothing is chosen, held or not', () => {
    expect(wizardHostId(mains, null, null)).toBe(11);
    expect(wizardHostId(mains, 12, null)).toBe(11);
    expect(wizardHostId([], null, null)).toBeNull();
  });

  it('is the card the person chose, and stays there once its benefit is held', () => {
    expect(wizardHostId(mains, null, 13)).toBe(13);
    expect(wizardHostId(mains, 13, 13)).toBe(13);
  });

  it('ignores a choice of another benefit than the one held, or of no main benefit', () => {
    expect(wizardHostId(mains, 12, 13)).toBe(11);
    expect(wizardHostId(mains, null, 99)).toBe(11);
  });
});
