import { formatMoney } from '@flexplan/domain';
import { payslipYear } from '@flexplan/domain/payslip/payslip-year';
import { monthsOf, testInput } from '@flexplan/domain/payslip/test-payslip-input';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { renderWithProviders } from '../../../test/render-with-providers';
import { json, stubApi } from '../../../test/stub-api';
import { PayslipView } from './payslip-view';

afterEach(() => vi.unstubAllGlobals());

/** 30,000 € in 14 payments; the meal card all year, transport from March: the rate is regularised in March. */
const year = payslipYear(testInput({ paymentCount: 14 }, [...monthsOf('food', 1, 12, 15_000), ...monthsOf('transport', 3, 12, 5_460)]));
const ready = year.status === 'ready' ? year : null;
const money = (cents: number) => formatMoney(cents, 'es');

/** The layout's media query answered as a phone (≤ 768 px) or a wide screen. */
function screenWidth(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
}

describe('PayslipView', () => {
  it('shows the fourteen payslips side by side with the year’s totals, the regularisation and the download', async () => {
    screenWidth(false);
    stubApi({ '/payslip': () => json(year) });
    renderWithProviders(<PayslipView />);
    const table = await screen.findByTestId('payslip-table');
    expect(within(table).getAllByTestId('payslip-row')).toHaveLength(14);
    expect(within(table).getByText('Junio (paga extra)')).toBeTruthy();
    expect(screen.getByTestId('total-net-with').textContent).toBe(money(ready!.totals.with.net));
    expect(screen.getByTestId('total-withholding-without').textContent).toBe(money(ready!.totals.without.withholding));
    const march = within(table).getAllByTestId('payslip-row')[2]!;
    expect(within(march).getByText(es.payslip.regularised)).toBeTruthy();
    // The products table names each product's amount in its months: transport from March.
    const products = screen.getByTestId('payslip-products');
    expect(within(products).getByRole('columnheader', { name: es.checkout.categories.transport })).toBeTruthy();
    const productRows = within(products).getAllByRole('row');
    expect(productRows[1]!.textContent).toContain('—');
    expect(productRows[3]!.textContent).toContain(money(5_460));
    expect(screen.getByTestId('regularisation-note').textContent).toContain('marzo');
    expect(screen.getByTestId('summary-saving').textContent).toBe(money(ready!.savingAnnual));
    expect(screen.getByRole('button', { name: es.payslip.download })).toBeTruthy();
    expect(screen.getByTestId('payslip-chart')).toBeTruthy();
  });

  it('shows one payslip at a time on a phone, stepping through the months', async () => {
    screenWidth(true);
    stubApi({ '/payslip': () => json(year) });
    renderWithProviders(<PayslipView />);
    const card = await screen.findByTestId('payslip-month-card');
    expect(screen.queryByTestId('payslip-table')).toBeNull();
    const net = () => within(card).getByTestId('card-net').textContent;
    expect(net()).toBe(`${es.payslip.columns.net}${money(ready!.payslips[0]!.without.net)}${money(ready!.payslips[0]!.with.net)}`);
    fireEvent.click(screen.getByRole('button', { name: es.payslip.next }));
    fireEvent.click(screen.getByRole('button', { name: es.payslip.next }));
    expect(within(card).getByText(es.payslip.regularised)).toBeTruthy();
    expect(within(card).getByText(es.checkout.categories.transport)).toBeTruthy();
  });

  it('says so when the calculator is unavailable (no fixed salary)', async () => {
    screenWidth(false);
    stubApi({ '/payslip': () => json({ status: 'unavailable', year: 2027 }) });
    renderWithProviders(<PayslipView />);
    expect((await screen.findByTestId('payslip-unavailable')).textContent).toBe(es.payslip.unavailable);
  });
});
