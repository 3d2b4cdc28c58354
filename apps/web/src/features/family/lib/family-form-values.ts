import type { FamilyMemberInput } from '@flexplan/domain/profile/profile-schemas';
import type { FamilyMember } from '../api/list-family';

export const familyFields = [
  'relationship',
  'firstName',
  'lastName1',
  'lastName2',
  'personalID',
  'idType',
  'birthday',
  'disabilityType',
  'disability',
  'active',
] as const;
export type FamilyField = (typeof familyFields)[number];
export type FamilyFormValues = Record<FamilyField, string>;

/** docs/product/employee-portal.md §4: a new member is active, a spouse, identified by DNI. */
export const newMemberValues: FamilyFormValues = {
  relationship: 'spouse',
  firstName: '',
  lastName1: '',
  lastName2: '',
  personalID: '',
  idType: 'DNI',
  birthday: '',
  disabilityType: 'no',
  disability: '',
  active: 'yes',
};

export function memberFormValues(member: FamilyMember): FamilyFormValues {
  return {
    relationship: member.relationship === 'you' ? 'spouse' : member.relationship,
    firstName: member.firstName,
    lastName1: member.lastName1,
    lastName2: member.lastName2 ?? '',
    personalID: member.personalID ?? '',
    idType: member.idType,
    birthday: member.birthday ?? '',
    disabilityType: member.disabilityType ? 'yes' : 'no',
    disability: member.disabilityType ? String(member.disability) : '',
    active: member.active ? 'yes' : 'no',
  };
}

/** The inputs as the domain's family schemas read them. */
export function toMemberInput(values: FamilyFormValues) {
  const disabilityType = values.disabilityType === 'yes';
  return {
    relationship: values.relationship,
    firstName: values.firstName,
    lastName1: values.lastName1,
    lastName2: values.lastName2.trim() === '' ? null : values.lastName2,
    personalID: values.personalID.trim().toUpperCase(),
    idType: values.idType,
    birthday: values.birthday,
    disabilityType,
    disability: disabilityType && values.disability.trim() !== '' ? Number(values.disability) : 0,
    active: values.active === 'yes',
  };
}

/** A member already saved, as it goes back in the list of POST /families. */
export function savedMemberInput(member: FamilyMember): FamilyMemberInput {
  return {
    id: member.id,
    relationship: member.relationship === 'you' ? 'spouse' : member.relationship,
    firstName: member.firstName,
    lastName1: member.lastName1,
    lastName2: member.lastName2,
    personalID: member.personalID ?? '',
    idType: member.idType,
    birthday: member.birthday ?? '',
    disabilityType: member.disabilityType,
    disability: member.disability,
    active: member.active,
  };
}

/** The list to send: every saved member but the user's own entry 0 (never sent back). */
export function savedMembers(family: FamilyMember[]): FamilyMemberInput[] {
  return family.filter((member) => member.id !== 0 && member.relationship !== 'you').map(savedMemberInput);
}
