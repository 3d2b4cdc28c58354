import { missingEmployeeFields } from '@flexplan/domain/profile/employee-required-fields';
import { TextInput } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { countryOptions } from '../../reference-data/country-options';
import { focusFormField } from '../lib/focus-form-field';
import { CountrySelect } from './country-select';
import { EmployeeMissingFields } from './employee-missing-fields';
import { NativeSelect } from '../../../shared/ui/native-select';

type Stored = Parameters<typeof missingEmployeeFields>[0] & { phone: string | null; gender: number };

/** pablo as seeded: birthday, sex and disability on file; no phone, nationality or address. */
const pablo: Stored = {
  phone: null,
  nationality: null,
  birthday: '1992-11-30',
  gender: 1,
  disabilityType: false,
  address1: null,
  city: null,
  postalCode: null,
  province: null,
  country: null,
};

/** The list above a few of the employee tab's inputs, wired as EmployeeForm wires them. */
function Harness({ stored, isSpecialBrand = false }: { stored: Stored; isSpecialBrand?: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const noop = () => undefined;
  return (
    <>
      <EmployeeMissingFields missing={missingEmployeeFields(stored, isSpecialBrand)} onSelect={(field) => focusFormField(formRef.current, field)} />
      <form ref={formRef}>
        <TextInput label="Teléfono móvil" name="phone" value={stored.phone ?? ''} onChange={noop} />
        <CountrySelect name="nationality" label="Nacionalidad" value="" onChange={noop} countries={countryOptions('es')} />
        <NativeSelect label="Sexo" name="gender" data={['', '1', '0']} value={String(stored.gender)} onChange={noop} />
      </form>
    </>
  );
}

describe('EmployeeMissingFields (ask for what is missing, where it is)', () => {
  it('names what pablo lacks in the form’s order, the phone first as the warning asks for it', () => {
    renderWithProviders(<Harness stored={pablo} />);
    const box = screen.getByTestId('employee-missing-fields');
    expect(within(box).getByText('Te faltan 7 datos obligatorios')).toBeTruthy();
    expect(box.textContent).toContain('El teléfono es necesario para acceder a todo el portal');
    const list = within(box).getByRole('list', { name: 'Datos que faltan' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Teléfono móvil', 'Nacionalidad', 'Nombre de la vía', 'Localidad', 'Código postal', 'Provincia', 'País']);
  });

  it('takes the person to the field: a text input, and a searchable country list by its visible input', async () => {
    renderWithProviders(<Harness stored={pablo} />);
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'Datos que faltan' });
    await user.click(within(list).getByRole('button', { name: 'Nacionalidad' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Nacionalidad/ }));
    await user.click(within(list).getByRole('button', { name: 'Teléfono móvil' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Teléfono móvil' }));
  });

  it('shrinks as fields are filled, asks the special brand’s five more, and is gone when nothing is missing', () => {
    const withPhone = { ...pablo, phone: '600333444' };
    const { unmount } = renderWithProviders(<Harness stored={withPhone} />);
    const box = screen.getByTestId('employee-missing-fields');
    expect(within(box).getByText('Te faltan 6 datos obligatorios')).toBeTruthy();
    expect(box.textContent).toContain('Complétalos cuando quieras');
    expect(within(box).queryByRole('button', { name: 'Teléfono móvil' })).toBeNull();
    unmount();

    const special = renderWithProviders(<Harness stored={withPhone} isSpecialBrand />);
    expect(within(screen.getByTestId('employee-missing-fields')).getAllByRole('button')).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Prefijo del móvil' })).toBeTruthy();
    special.unmount();

    const complete = { ...withPhone, nationality: 'ES', address1: 'Mayor', city: 'Madrid', postalCode: '28001', province: 'Madrid', country: 'ES' };
    renderWithProviders(<Harness stored={complete} />);
    expect(screen.queryByTestId('employee-missing-fields')).toBeNull();
  });
});
