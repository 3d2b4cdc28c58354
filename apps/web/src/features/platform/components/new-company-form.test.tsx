import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { NewCompanyForm } from './new-company-form';

const slugField = () => screen.getByTestId('new-company-slug') as HTMLInputElement;

describe('NewCompanyForm: the subdomain', () => {
  it('is suggested from the name while none is typed, lower-cased as typed, and suggested again once emptied', async () => {
    renderWithProviders(<NewCompanyForm />);
    fireEvent.click(screen.getByTestId('platform-new-company'));
    const name = (await screen.findByTestId('new-company-name')) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Globex Ibérica' } });
    expect(slugField().value).toBe('globex-iberica');

    fireEvent.change(slugField(), { target: { value: ' Acme' } });
    expect(slugField().value).toBe('acme');
    fireEvent.change(name, { target: { value: 'Acme Seguros' } });
    expect(slugField().value).toBe('acme');

    fireEvent.change(slugField(), { target: { value: '' } });
    expect(slugField().value).toBe('acme-seguros');
  });
});
