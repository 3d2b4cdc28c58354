import { describe, expect, it } from 'vitest';
import { emptiedRequiredFields, employeeSaveSchemaFor, missingEmployeeFields, missingProfileFields, profileLinkFor } from './profile-completion';

/** laura as seeded: phone and birthday on file, nationality and address never filled. */
const laura = { phone: '612345678', birthday: '1988-04-12', gender: 0, disabilityType: false };
/** What the employee tab sends for her: every input, null for what is empty. */
const lauraTab = {
  mobilePhonePrefix: '+34',
  phone: '612345678',
  BAN: null,
  nationality: null,
  birthday: '1988-04-12',
  gender: 0,
  disabilityType: false,
  disability: 0,
  address1: null,
  city: null,
  postalCode: null,
  province: null,
  country: null,
  maritalStatus: 'married',
};
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('what the session asks for (docs/product/employee-portal.md §2)', () => {
  it('names the missing e-mail and phone, each on its own tab', () => {
    expect(missingProfileFields({ email: 'a@b.es', phone: '612345678' })).toEqual([]);
    expect(missingProfileFields({ email: 'a@b.es', phone: null })).toEqual(['phone']);
    expect(missingProfileFields({ email: ' ', phone: '' })).toEqual(['email', 'phone']);
  });

  it('links to the tab of the first missing field, and names the field, which the tab focuses', () => {
    expect(profileLinkFor(['phone'])).toBe('/profile?tab=employee&field=phone');
    expect(profileLinkFor(['email', 'phone'])).toBe('/profile?field=email');
    expect(profileLinkFor([])).toBe('/profile');
  });
});

describe('what a save of the employee tab requires', () => {
  it('lets laura save her tab while nationality and address were never filled', () => {
    expect(issuesOf(employeeSaveSchemaFor(false, laura).safeParse(lauraTab))).toEqual({});
  });

  it('still checks what is filled', () => {
    expect(issuesOf(employeeSaveSchemaFor(false, laura).safeParse({ ...lauraTab, postalCode: '28A13' }))).toEqual({ postalCode: 'profile.validation.numeric' });
  });

  it('always requires the phone, which the session needs', () => {
    expect(issuesOf(employeeSaveSchemaFor(false, {}).safeParse({ ...lauraTab, phone: '' }))).toEqual({ phone: 'validation.required' });
  });

  it('never empties a required field that is on file', () => {
    const onFile = { ...laura, nationality: 'ES', city: 'Madrid' };
    expect(emptiedRequiredFields(onFile, { nationality: null, city: ' ', province: null }, false)).toEqual(['nationality', 'city']);
    expect(issuesOf(employeeSaveSchemaFor(false, onFile).safeParse(lauraTab))).toEqual({ nationality: 'validation.required', city: 'validation.required' });
  });

  it('leaves out of the rule what the update does not carry', () => {
    expect(emptiedRequiredFields({ ...laura, nationality: 'ES' }, { phone: '699887766' }, false)).toEqual([]);
  });

  it('holds the special brand to its five more fields once they are on file', () => {
    const onFile = { ...laura, typeOfStreet: 'Calle', houseNumber: '12' };
    expect(emptiedRequiredFields(onFile, { typeOfStreet: null, houseNumber: '' }, true)).toEqual(['typeOfStreet', 'houseNumber']);
    expect(emptiedRequiredFields(onFile, { typeOfStreet: null, houseNumber: '' }, false)).toEqual([]);
  });

  it('lists the required fields still empty, for the profile to ask for', () => {
    expect(missingEmployeeFields(laura, false)).toEqual(['nationality', 'address1', 'city', 'postalCode', 'province', 'country']);
    expect(missingEmployeeFields({ ...laura, phone: null }, false)[0]).toBe('phone');
  });
});
