import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ForgotPasswordForm } from './forgot-password-form';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function emailInput(): HTMLInputElement {
  return screen.getByLabelText(new RegExp(es.auth.forgotPassword.emailLabel));
}

/** The message the field itself announces (its aria-describedby), not just any text on the page. */
function emailError(): string | null {
  const id = emailInput().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A form validated by the domain's schema (forgotPasswordBodySchema), its messages on the field. */
describe('ForgotPasswordForm', () => {
  it('refuses an empty e-mail on the field and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);

    await user.click(screen.getByRole('button', { name: es.auth.forgotPassword.submit }));

    // The schema has one rule for this field, the e-mail format: an empty text breaks it too.
    expect(emailError()).toBe(es.validation.email);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the format is wrong for a text that is not an e-mail, and the message goes once it is fixed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);

    await user.type(emailInput(), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: es.auth.forgotPassword.submit }));
    expect(emailError()).toBe(es.validation.email);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(emailInput(), '@');
    expect(emailError()).toBeNull();
    expect(emailInput().getAttribute('aria-invalid')).toBe('false');
  });

  it('sends a valid e-mail and tells the visitor to check the inbox', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);

    await user.type(emailInput(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: es.auth.forgotPassword.submit }));

    expect(await screen.findByText(es.auth.forgotPassword.sent)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/forgot-password');
    expect(init?.body).toBe('{"email":"ana@example.com"}');
  });

  it("puts the server's per-field message back on its field", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'Invalid input', fields: { email: 'validation.email' } }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordForm />);

    await user.type(emailInput(), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: es.auth.forgotPassword.submit }));

    expect(await screen.findByText(es.validation.email)).toBeTruthy();
    expect(emailError()).toBe(es.validation.email);
  });
});
