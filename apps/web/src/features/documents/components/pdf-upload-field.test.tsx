import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderWithProviders } from '../../../test/render-with-providers';
import { PdfUploadField } from './pdf-upload-field';

beforeEach(installFakeXhr);
afterEach(() => vi.unstubAllGlobals());

const pdf = new File(['%PDF-1.4 '.repeat(500)], 'nomina.pdf', { type: 'application/pdf' });

function renderField() {
  const onChange = vi.fn();
  const onUploadingChange = vi.fn();
  renderWithProviders(<PdfUploadField value={null} onChange={onChange} onUploadingChange={onUploadingChange} />);
  return { onChange, onUploadingChange };
}

async function choose(file: File) {
  await userEvent.setup().upload(document.querySelector<HTMLInputElement>('input[type="file"][name="file"]')!, file);
}

const bar = () => screen.getByRole('progressbar', { name: es.states.upload.label });

describe('PdfUploadField: the upload’s progress', () => {
  it('draws the bytes sent over the size, says so in words, and reaches 100 % while the server checks the file', async () => {
    const { onChange, onUploadingChange } = renderField();
    await choose(pdf);
    expect(onUploadingChange).toHaveBeenLastCalledWith(true);
    expect(bar().getAttribute('aria-valuenow')).toBe('0');

    act(() => FakeXhr.last().progress(1_500_000, 3_000_000));
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('upload-progress-text').textContent).toBe(
      `${es.states.upload.sending.replace('{{percent}}', '50')} · ${es.states.upload.bytes.replace('{{loaded}}', '1,5 MB').replace('{{total}}', '3 MB')}`,
    );

    act(() => FakeXhr.last().progress(3_000_000, 3_000_000));
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByTestId('upload-progress-text').textContent).toBe(es.states.upload.checking);

    await act(async () => FakeXhr.last().respond(200, { name: `${'b'.repeat(32)}.pdf`, originalFilename: 'nomina.pdf' }));
    expect(onChange).toHaveBeenCalledWith({ name: `${'b'.repeat(32)}.pdf`, originalFilename: 'nomina.pdf' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
  });

  it('can be cancelled: the request stops and no file is kept', async () => {
    const { onChange, onUploadingChange } = renderField();
    await choose(pdf);
    act(() => FakeXhr.last().progress(1_000, 3_000));

    await userEvent.setup().click(screen.getByRole('button', { name: es.states.upload.cancel }));
    expect(FakeXhr.last().isAborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(onUploadingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByTestId('document-choose-file')).toBeTruthy();
  });
});
