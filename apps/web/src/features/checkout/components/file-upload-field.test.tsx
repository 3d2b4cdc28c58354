import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FileUploadField } from './file-upload-field';

beforeEach(installFakeXhr);
afterEach(() => vi.unstubAllGlobals());

describe('FileUploadField: a file the server refuses', () => {
  it('shows the 413 message under the field once the bar has gone', async () => {
    const onChange = vi.fn();
    renderWithProviders(<FileUploadField name="invoices" label="Facturas" folder="invoices" value={[]} onChange={onChange} />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"][name="invoices"]')!;
    await userEvent.setup().upload(input, new File(['x'.repeat(2000)], 'factura.pdf', { type: 'application/pdf' }));

    act(() => FakeXhr.last().progress(2000, 2000));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await act(async () =>
      FakeXhr.last().respond(413, { statusCode: 413, error: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', message: 'El archivo es demasiado grande' }),
    );

    expect(screen.getByRole('alert').textContent).toBe(es.errors.PAYLOAD_TOO_LARGE);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
