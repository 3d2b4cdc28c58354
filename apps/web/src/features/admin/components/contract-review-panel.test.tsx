import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ContractReviewPanel } from './contract-review-panel';

afterEach(() => vi.unstubAllGlobals());

const review = {
  id: 7,
  status: 'pending',
  signed: true,
  year: 2027,
  product: 'formation',
  price: 80_000,
  effectiveDate: '2027-09-01',
  acceptedAt: '2026-11-20T10:00:00.000Z',
  benefitName: { es: 'Formación profesional' },
  employeeId: 3,
  employee: 'Laura Martín',
  email: 'laura.martin@acme.test',
  collective: 'General',
  updatedAt: '2026-11-20T10:00:00.000Z',
  items: [{ month: 9, beneficiary: null, price: 20_000 }],
  info: [{ key: 'centerName', value: 'ESIC' }],
  answers: [{ subject: 'contract', beneficiary: null, isCompleted: true, answers: [{ question: '¿Es un curso oficial?', answer: 'Sí' }], documentName: null }],
  files: [
    { container: 'invoices', name: 'a'.repeat(32) + '.png', originalFilename: 'factura.png', contentType: 'image/png', size: 68, source: 'info' },
    { container: 'documents', name: 'b'.repeat(32) + '.pdf', originalFilename: 'matricula.pdf', contentType: 'application/pdf', size: 2048, source: 'answers' },
  ],
};

function stubReview() {
  return stubApi({
    '/admin/contracts/7': () => json(review),
    [`/admin/contracts/7/files/invoices/${'a'.repeat(32)}.png/download-url`]: () => json({ url: '/api/storage/invoices/x.png?token=t' }),
    [`/admin/contracts/7/files/documents/${'b'.repeat(32)}.pdf/download-url`]: () => json({ url: '/api/storage/documents/x.pdf?token=t' }),
    '/admin/contracts/7/reject': () => json({ id: 7, status: 'cancelled' }),
  });
}

describe('ContractReviewPanel', () => {
  it('shows the answers, the info, the invoice in place and the PDF to save', async () => {
    stubReview();
    renderWithProviders(<ContractReviewPanel contractId={7} onClose={() => undefined} />);
    const panel = await screen.findByTestId('review-panel');
    expect(within(panel).getByText('ESIC')).toBeTruthy();
    // The info's key by the label the cart's form gives it.
    expect(within(panel).getByText(es.checkout.formation.centerName)).toBeTruthy();
    expect(within(panel).getByTestId('review-answer').textContent).toBe('Sí');
    expect(((await within(panel).findByTestId('review-file-image')) as HTMLImageElement).src).toContain('/api/storage/invoices/x.png?token=t');
    expect((await within(panel).findByTestId('review-file-download')).getAttribute('href')).toContain('/api/storage/documents/x.pdf?token=t');
    // Under review and accepted: approve, reject and cancel.
    expect(['review-approve', 'review-reject', 'review-cancel'].map((id) => within(panel).queryByTestId(id) !== null)).toEqual([true, true, true]);
  });

  it('asks a reason before rejecting, and sends the one typed', async () => {
    const fetchMock = stubReview();
    renderWithProviders(<ContractReviewPanel contractId={7} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('review-reject'));
    fireEvent.click(await screen.findByTestId('admin-confirm-button'));
    expect(await screen.findByText(es.validation.required)).toBeTruthy();
    const rejects = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/reject'));
    expect(rejects()).toHaveLength(0);

    fireEvent.change(screen.getByTestId('admin-reason'), { target: { value: 'Falta la factura' } });
    fireEvent.click(screen.getByTestId('admin-confirm-button'));
    await waitFor(() => expect(rejects()).toHaveLength(1));
    expect(JSON.parse(String(rejects()[0]![1]!.body))).toEqual({ reason: 'Falta la factura' });
  });
});
