import { countryCodes } from '@flexplan/domain/profile/country-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import countries from 'i18n-iso-countries';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { countryOptions } from '../../reference-data/country-options';
import { CountrySelect } from './country-select';

function Harness({ language, initial, onCode }: { language: string; initial: string; onCode: (code: string) => void }) {
  const [value, setValue] = useState(initial);
  const handleChange = (code: string) => {
    setValue(code);
    onCode(code);
  };
  return <CountrySelect name="nationality" label="Nationality" value={value} onChange={handleChange} required countries={countryOptions(language)} />;
}

describe('CountrySelect (countries were free text)', () => {
  it('finds a country by part of its name in the page language, accents aside, and stores its ISO code', async () => {
    const onCode = vi.fn();
    renderWithProviders(<Harness language="ca" initial="" onCode={onCode} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /Nationality/ });
    const user = userEvent.setup();
    // Pasted, not typed key by key: each key filters the 250 countries again, slow on a busy machine.
    await user.click(input);
    await user.paste('itali');
    // The dropdown is mounted without its opening transition in the test DOM: hidden, yet clickable.
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['Itàlia']);
    await user.click(options[0]!);
    expect(onCode).toHaveBeenLastCalledWith('IT');
    expect(input.value).toBe('Itàlia');
    expect(document.querySelector<HTMLInputElement>('input[type="hidden"][name="nationality"]')?.value).toBe('IT');
  }, 15_000);

  it('shows a stored code by its name, and a name typed before the list existed as it was', () => {
    const { unmount } = renderWithProviders(<Harness language="pt" initial="ES" onCode={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nationality/ }).value).toBe('Espanha');
    unmount();
    renderWithProviders(<Harness language="es" initial="Española" onCode={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nationality/ }).value).toBe('Española');
  });
});

describe('countryOptions', () => {
  it('names every code of the domain in es, ca, en and pt, the same codes as i18n-iso-countries', () => {
    expect([...countryCodes].sort()).toEqual(Object.keys(countries.getAlpha2Codes()).sort());
    const spain = (language: string) => countryOptions(language).find((option) => option.value === 'ES')?.label;
    expect(['es', 'ca', 'en', 'pt'].map(spain)).toEqual(['España', 'Espanya', 'Spain', 'Espanha']);
    for (const language of ['es', 'ca', 'en', 'pt']) {
      const options = countryOptions(language);
      expect(options).toHaveLength(countryCodes.length);
      expect(options.every((option) => option.label !== option.value)).toBe(true);
    }
    expect(spain('fr')).toBe('España');
  });
});
