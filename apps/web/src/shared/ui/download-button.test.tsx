import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import es from '../../locales/es.json';
import { renderWithProviders } from '../../test/render-with-providers';
import { DownloadButton } from './download-button';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An answer whose body the test sends chunk by chunk. */
function controlledPdf(size: number) {
  let push: ((chunk: Uint8Array | null) => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (chunk) => (chunk ? controller.enqueue(chunk) : controller.close());
    },
  });
  const response = new Response(body, { headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(size) } });
  return { response, send: (chunk: Uint8Array | null) => push?.(chunk) };
}

describe('DownloadButton: a PDF generated on request', () => {
  it('says it is preparing the PDF and takes no second click, then shows how much has arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<DownloadButton path="/my-contracts/7/pdf" filename="contrato-7.pdf" label={es.contracts.detail.pdf} testId="contract-pdf" />);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('contract-pdf'));
    const button = screen.getByTestId('contract-pdf');
    expect(button.textContent).toBe(es.states.download.preparing);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('data-state')).toBe('preparing');
    await user.click(button);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const pdf = controlledPdf(1000);
    await act(async () => answer(pdf.response));
    await act(async () => pdf.send(new Uint8Array(250)));
    expect(screen.getByRole('progressbar', { name: es.states.download.label }).getAttribute('aria-valuenow')).toBe('25');

    await act(async () => {
      pdf.send(new Uint8Array(750));
      pdf.send(null);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('contract-pdf').textContent).toBe(es.contracts.detail.pdf);
    expect(screen.getByTestId('contract-pdf').getAttribute('aria-disabled')).toBeNull();
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1);
  });

  it('comes back to its label after a refusal', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ statusCode: 404, code: 'NOT_FOUND' }), { status: 404, headers: { 'Content-Type': 'application/json' } }),
    );
    renderWithProviders(<DownloadButton path="/my-contracts/9/pdf" label={es.contracts.detail.pdf} testId="contract-pdf" />);
    await userEvent.setup().click(screen.getByTestId('contract-pdf'));
    await vi.waitFor(() => expect(screen.getByTestId('contract-pdf').getAttribute('data-state')).toBe('idle'));
    expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled();
  });
});
