import { describe, expect, it } from 'vitest';
import { listPendingSimulations, pendingSimulationStatus } from './pending-simulations';
import { benefitsOf, entry } from './test-fixtures';

const benefits = benefitsOf({ id: 10 });

describe('pending simulations (docs/product/employee-portal.md §2 Home, §4)', () => {
  it('a cart item missing documents is missing-document, without Go', () => {
    const item = entry({ category: 'formation', status: 'cart', signed: false });
    expect(pendingSimulationStatus(item, benefits)).toBe('missing-document');
    expect(listPendingSimulations([item], benefits)).toEqual([{ contract: item, status: 'missing-document', link: null }]);
  });

  it('any other cart item is pending-completion, and only it goes to /cart', () => {
    const item = entry({ status: 'cart', signed: false });
    expect(listPendingSimulations([item], benefits)).toEqual([{ contract: item, status: 'pending-completion', link: '/cart' }]);
  });

  it('a pending contract is pending-review, without Go', () => {
    const pending = entry({ status: 'pending' });
    expect(listPendingSimulations([pending], benefits)).toEqual([{ contract: pending, status: 'pending-review', link: null }]);
  });

  it('contracted and cancelled contracts are not pending', () => {
    expect(pendingSimulationStatus(entry(), benefits)).toBeNull();
    expect(pendingSimulationStatus(entry({ status: 'cancelled', signed: false }), benefits)).toBeNull();
    expect(listPendingSimulations([entry(), entry({ status: 'cancelled' })], benefits)).toEqual([]);
  });

  it('keeps the order it is given', () => {
    const list = listPendingSimulations([entry({ id: 1, status: 'pending' }), entry({ id: 2, status: 'cart' })], benefits);
    expect(list.map((s) => s.contract.id)).toEqual([1, 2]);
  });
});
