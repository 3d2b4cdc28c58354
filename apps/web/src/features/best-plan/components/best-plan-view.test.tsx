import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import type { BestPlan, BestPlanOffers } from '../api/get-best-plan';
import { BestPlanView } from './best-plan-view';

afterEach(() => vi.unstubAllGlobals());

const line = (category: BestPlan['lines'][number]['category'], overrides: Partial<BestPlan['lines'][number]> = {}) => ({
  category,
  benefitId: 1,
  familyId: null,
  expenseAnnual: 180_000,
  priceAnnual: 180_000,
  sacrificedAnnual: 180_000,
  monthly: 15_000,
  months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  savingAnnual: 54_000,
  reason: null,
  ...overrides,
});

const plan = (planNet: number, foodMonthly = 15_000): BestPlan => ({
  year: 2027,
  todayNet: 3_000_000,
  planNet,
  todaySaving: 0,
  planSaving: planNet - 3_000_000,
  companyContribution: 0,
  lines: [line('food', { monthly: foodMonthly }), line('transport', { priceAnnual: 0, monthly: 0, savingAnnual: 0, reason: 'in-plan' })],
  cart: [{ year: 2027, benefitId: 1, items: [{ familyId: null, month: 1, price: foodMonthly }], details: {} }],
});

const offers: BestPlanOffers = {
  year: 2027,
  isAvailable: true,
  offered: ['food', 'transport'],
  people: [{ familyId: null, firstName: 'David' }],
  toddlers: [],
  healthPolicies: [],
  defaults: { foodMonthly: 15_000, transportMonthly: 5_460, kindergarten: [], health: { benefitId: null, familyIds: [] }, formationAnnual: 0 },
  plan: plan(3_054_000),
};

const money = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('BestPlanView', () => {
  it("shows today's net beside the best plan's, a row per product and why one is left out", async () => {
    stubApi({ '/best-plan': () => json(offers) });
    renderWithProviders(<BestPlanView onPutInCart={vi.fn()} />);
    expect((await screen.findByTestId('plan-net')).textContent).toBe(money(3_054_000));
    expect(screen.getByTestId('today-net').textContent).toBe(money(3_000_000));
    const rows = screen.getAllByTestId('plan-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByTestId('line-reason').textContent).toBe(es.bestPlan.reason['in-plan']);
  });

  it('recomputes as the employee types, without waiting for the server to type', async () => {
    const fetchMock = stubApi({
      '/best-plan': () => json(offers),
    });
    fetchMock.mockImplementation((input, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { expenses: { foodMonthly: number } };
        return Promise.resolve(json({ plan: plan(3_000_000 + body.expenses.foodMonthly, body.expenses.foodMonthly) }));
      }
      return Promise.resolve(json(offers));
    });
    renderWithProviders(<BestPlanView onPutInCart={vi.fn()} />);
    const meals = await screen.findByLabelText(es.bestPlan.form.food);
    fireEvent.change(meals, { target: { value: '200' } });
    // The field shows what was typed at once; the plan follows after the pause.
    expect((meals as HTMLInputElement).value).toContain('200');
    await waitFor(() => expect(screen.getByTestId('plan-net').textContent).toBe(money(3_020_000)));
    const posted = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));
    expect(posted.at(-1)).toMatchObject({ year: 2027, expenses: { foodMonthly: 20_000, transportMonthly: 5_460 } });
  });

  it("puts the plan's cart bodies in the cart with one click", async () => {
    stubApi({ '/best-plan': () => json(offers) });
    const onPutInCart = vi.fn(() => Promise.resolve());
    renderWithProviders(<BestPlanView onPutInCart={onPutInCart} />);
    const button = await screen.findByRole('button', { name: es.bestPlan.putInCart });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(onPutInCart).toHaveBeenCalledWith(offers.plan!.cart));
  });

  it('says so when the calculator cannot run', async () => {
    stubApi({ '/best-plan': () => json({ ...offers, isAvailable: false, plan: null }) });
    renderWithProviders(<BestPlanView onPutInCart={vi.fn()} />);
    expect((await screen.findByTestId('best-plan-unavailable')).textContent).toBe(es.bestPlan.unavailable);
  });
});
