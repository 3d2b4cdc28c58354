import { describe, expect, it } from 'vitest';
import { contractListState, contractListStateFilter, contractListStateLabels, contractListStates } from './contract-list-state';
import { contractListLabel } from './status-text';

const stored = (['pending', 'contracted', 'cancelled'] as const).flatMap((status) => [true, false].map((signed) => ({ status, signed })));
const matches = (filter: ReturnType<typeof contractListStateFilter>, c: (typeof stored)[number]) =>
  c.status === filter.status && (filter.signed === undefined || c.signed === filter.signed);

describe('one state, one label, everywhere (docs/product/employee-portal.md §4, §6)', () => {
  it('a contracted contract the employee has not signed is pending signature, never contracted', () => {
    expect(contractListState({ status: 'contracted', signed: false })).toBe('pendingSignature');
    expect(contractListLabel({ status: 'contracted', signed: false })).toBe('contracts.list.pendingSignature');
  });

  it("puts every stored contract in exactly one administrator's tab: the one its label names", () => {
    for (const contract of stored) {
      const tabs = contractListStates.filter((state) => matches(contractListStateFilter(state), contract));
      expect(tabs, JSON.stringify(contract)).toEqual([contractListState(contract)]);
      expect(contractListStateLabels[tabs[0]!]).toBe(contractListLabel(contract));
    }
  });
});
