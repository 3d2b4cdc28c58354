import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { BestPlanOffers } from '../api/get-best-plan';
import { draftOf } from '../lib/expense-draft';
import { ExpenseForm } from './expense-form';

const offers = {
  year: 2027,
  isAvailable: true,
  offered: ['food', 'transport'],
  people: [{ familyId: null, firstName: 'David' }],
  toddlers: [],
  healthPolicies: [],
  defaults: { foodMonthly: 15_000, transportMonthly: 5_460, kindergarten: [], health: { benefitId: null, familyIds: [] }, formationAnnual: 0 },
} as unknown as BestPlanOffers;

describe('ExpenseForm: the up and down buttons of each amount', () => {
  it('name the action and the amount they change, and change it by one euro', () => {
    const onChange = vi.fn();
    renderWithProviders(<ExpenseForm offers={offers} draft={draftOf(offers.defaults)} onChange={onChange} />);
    const up = screen.getByRole('button', { name: 'Aumentar: Comidas en días laborables, al mes' });
    expect(screen.getByRole('button', { name: 'Reducir: Comidas en días laborables, al mes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aumentar: Transporte público, al mes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reducir: Transporte público, al mes' })).toBeTruthy();
    fireEvent.click(up);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ foodMonthly: 151 }));
  });
});
