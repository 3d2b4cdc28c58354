import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import CompanySettingsSection from './company-settings-section';

afterEach(() => vi.unstubAllGlobals());

const settings = {
  slug: 'acme',
  name: 'Acme Seguros',
  brand: 'AXA',
  isSpecialBrand: false,
  colorBar: '#00205b',
  colorTitles: '#00205b',
  color: '#0b5fd3',
  languages: ['es', 'ca', 'en'],
  alertDays: 30,
  cutOffDay: 20,
  companyBag: null,
  hideCompensation: false,
  hideSocialSecurityInCompensation: false,
  legalLinks: { privacy: true, conditions: true, cookies: true },
  cookieConsentMandatory: true,
  helpEmail: 'ayuda@acme.test',
  privacyText: { es: 'Texto' },
  privacyDetail: {},
  logo: '/api/storage/images/acme-logo.svg',
  background: null,
  maintenance: false,
  warnings: [],
};
const units = { items: [{ id: 1, name: 'General', userCount: 3, otherCount: 2 }] };

/** A fake API that tells methods apart: GET answers the settings, PUT what `onPut` says. */
function stubCompanyApi(onPut: (body: unknown) => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/admin/company/settings') return init?.method === 'PUT' ? onPut(JSON.parse(String(init.body))) : json(settings);
    if (/^\/admin\/company\/(offices|collectives|legal-entities)$/.test(path)) return json(units);
    return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const puts = (fetchMock: ReturnType<typeof stubCompanyApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('CompanySettingsSection', () => {
  it('previews the bar colour live and says when white text on it falls below AA', async () => {
    stubCompanyApi(() => json(settings));
    renderWithProviders(<CompanySettingsSection />);
    const bar = await screen.findByTestId('shell-preview-bar');
    expect(bar.style.backgroundColor).toBe('#00205b');
    expect(screen.getByTestId('contrast-bar').dataset.passes).toBe('true');
    const input = within(screen.getByTestId('company-settings-form')).getByLabelText(es.companySettings.fields.colorBar);
    fireEvent.change(input, { target: { value: '#ffcc00' } });
    await waitFor(() => expect(screen.getByTestId('shell-preview-bar').style.backgroundColor).toBe('#ffcc00'));
    expect(screen.getByTestId('contrast-bar').dataset.passes).toBe('false');
    expect(screen.getByTestId('contrast-bar').textContent).toContain(es.companySettings.preview.fails);
  });

  it('shows the logo alone in the preview bar when there is one, as the real header does', async () => {
    stubCompanyApi(() => json(settings));
    renderWithProviders(<CompanySettingsSection />);
    const bar = await screen.findByTestId('shell-preview-bar');
    expect(bar.querySelector('img')?.getAttribute('src')).toBe(settings.logo);
    expect(bar.textContent).not.toContain(settings.name);
  });

  it('shows the name in the preview bar when the company has no logo', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      new URL(String(input), 'http://localhost').pathname === '/api/admin/company/settings' ? json({ ...settings, logo: null }) : json(units),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CompanySettingsSection />);
    const bar = await screen.findByTestId('shell-preview-bar');
    expect(bar.querySelector('img')).toBeNull();
    expect(bar.textContent).toBe(settings.name);
  });

  it('checks the form with the domain schema before sending, then shows the server’s 400 by its field', async () => {
    const fetchMock = stubCompanyApi(() =>
      json({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION', message: 'No', fields: { helpEmail: 'validation.email' } }, 400),
    );
    renderWithProviders(<CompanySettingsSection />);
    const form = await screen.findByTestId('company-settings-form');
    const name = within(form).getByLabelText(new RegExp(es.companySettings.fields.name));
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByTestId('company-settings-save'));
    expect(await screen.findByText(es.validation.required)).toBeTruthy();
    expect(puts(fetchMock)).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Acme Nueva' } });
    fireEvent.click(screen.getByTestId('company-settings-save'));
    expect(await screen.findByText(es.validation.email)).toBeTruthy();
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toMatchObject({ name: 'Acme Nueva', colorBar: '#00205b', languages: ['es', 'ca', 'en'] });
  });

  it('sets the company bag as a percent of the fixed salary, sent in basis points', async () => {
    const fetchMock = stubCompanyApi((body) => json({ ...settings, ...(body as object) }));
    renderWithProviders(<CompanySettingsSection />);
    const form = await screen.findByTestId('company-settings-form');
    fireEvent.click(within(form).getByRole('textbox', { name: es.companySettings.fields.companyBag }));
    // The dropdown is mounted without its opening transition in the test DOM: hidden, yet clickable.
    fireEvent.click(await screen.findByRole('option', { name: es.companySettings.companyBag.percent, hidden: true }));
    const percent = await within(form).findByLabelText(es.companySettings.companyBag.percentOfSalary);
    fireEvent.change(percent, { target: { value: '12,5' } });
    fireEvent.click(screen.getByTestId('company-settings-save'));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toMatchObject({ companyBag: { kind: 'percent', basisPoints: 1250 } });
  });

  it('asks for the subdomain before turning maintenance on', async () => {
    stubCompanyApi(() => json(settings));
    renderWithProviders(<CompanySettingsSection />);
    fireEvent.click(await screen.findByTestId('maintenance-switch'));
    const dialog = await screen.findByTestId('maintenance-confirm');
    const confirm = within(dialog).getByTestId('maintenance-confirm-button');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(es.companySettings.maintenance.confirmLabel), { target: { value: 'ACME' } });
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });

  it('lists the structure with a disabled delete for a unit in use', async () => {
    stubCompanyApi(() => json(settings));
    renderWithProviders(<CompanySettingsSection />);
    const offices = await screen.findByTestId('structure-offices');
    const remove = await within(offices).findByRole('button', { name: es.companySettings.structure.actionOf.delete.replace('{{name}}', 'General') });
    expect(remove.hasAttribute('disabled') || remove.getAttribute('data-disabled') === 'true').toBe(true);
  });
});
