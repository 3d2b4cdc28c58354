import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { renderWithProviders } from '../../../test/render-with-providers';
import { AddDocumentDialog } from './add-document-dialog';

// The upload itself (XMLHttpRequest with progress) is not under test: it answers at once.
vi.mock('../../../shared/api/use-file-upload', () => ({
  useFileUpload: () => ({
    progress: null,
    upload: null,
    isUploading: false,
    cancel: () => undefined,
    start: async (file: File) => ({ name: `${'a'.repeat(32)}.pdf`, originalFilename: file.name }),
  }),
}));

function nameInput(): HTMLInputElement {
  return screen.getByRole('textbox', { name: new RegExp(es.documents.fields.name) });
}

/** The message the name field itself announces (its aria-describedby), not just any text in the dialog. */
function nameError(): string | null {
  const ids = nameInput().getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

describe('AddDocumentDialog', () => {
  it("drops the name's 'required' message once the chosen file fills the name", async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddDocumentDialog userId={1} opened onClose={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: es.documents.actions.create }));
    expect(nameError()).toBe(es.validation.required);

    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"][name="file"]');
    await user.upload(fileInput!, new File(['%PDF-1.4'], 'nomina-marzo.pdf', { type: 'application/pdf' }));

    expect(await screen.findByTestId('document-uploaded-file')).toBeTruthy();
    expect(nameInput().value).toBe('nomina-marzo');
    expect(nameError()).toBeNull();
    expect(nameInput().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('drops the message as soon as a name is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddDocumentDialog userId={1} opened onClose={() => undefined} />);

    await user.click(await screen.findByRole('button', { name: es.documents.actions.create }));
    expect(nameError()).toBe(es.validation.required);
    await user.type(nameInput(), 'Nómina');
    expect(nameError()).toBeNull();
  });
});
