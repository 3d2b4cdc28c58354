import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FamilyTab } from './family-tab';

afterEach(() => vi.unstubAllGlobals());

const person = { lastName2: 'Martín', idType: 'DNI', disabilityType: false, disability: 0, active: true } as const;
const family = [
  { ...person, id: 0, relationship: 'you', firstName: 'Laura', lastName1: 'Martín', fullName: 'Laura Martín', personalID: '12345678Z', birthday: '1988-04-12' },
  {
    ...person,
    id: 1,
    relationship: 'spouse',
    firstName: 'Javier',
    lastName1: 'Gómez',
    fullName: 'Javier Gómez',
    personalID: '98765432M',
    birthday: '1986-09-03',
  },
  { ...person, id: 2, relationship: 'child', firstName: 'Lucía', lastName1: 'Gómez', fullName: 'Lucía Gómez', personalID: '34567890V', birthday: '2019-05-20' },
];

/** The message a field announces (its aria-describedby), not just any text of the dialog. */
function errorOf(input: HTMLElement): string | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join('') || null;
}

async function openAddDialog() {
  const user = userEvent.setup();
  const fetchMock = stubApi({ '/families': () => json(family) });
  renderWithProviders(<FamilyTab isLocked={false} />);
  await user.click(await screen.findByTestId('family-add'));
  const form = await screen.findByTestId('family-member-form');
  const field = (name: string) => form.querySelector<HTMLElement>(`[name="${name}"]`)!;
  await user.type(field('firstName'), 'Alba');
  await user.type(field('lastName1'), 'Gómez');
  await user.type(field('birthday'), '2026-02-01');
  return { user, form, field, fetchMock };
}

const posts = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('the family dialog: one person, one ID; one spouse or partner (docs/decisions/020)', () => {
  it('says under the ID that the spouse already has it, and sends nothing', async () => {
    const { user, form, field, fetchMock } = await openAddDialog();
    await user.selectOptions(field('relationship'), 'child');
    await user.type(field('personalID'), '98765432m');
    await user.click(within(form).getByRole('button', { name: es.family.actions.add }));
    expect(errorOf(field('personalID'))).toBe(es.profile.validation.personalIdRepeated);
    expect(posts(fetchMock)).toEqual([]);
  });

  it("says so for the employee's own ID too", async () => {
    const { user, form, field } = await openAddDialog();
    await user.selectOptions(field('relationship'), 'child');
    await user.type(field('personalID'), '12345678Z');
    await user.click(within(form).getByRole('button', { name: es.family.actions.add }));
    expect(errorOf(field('personalID'))).toBe(es.profile.validation.personalIdRepeated);
  });

  it('says under the relationship that there is a spouse already', async () => {
    const { user, form, field, fetchMock } = await openAddDialog();
    await user.type(field('personalID'), '87654321X');
    await user.click(within(form).getByRole('button', { name: es.family.actions.add }));
    expect(errorOf(field('relationship'))).toBe(es.profile.validation.secondPartner);
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends a child whose ID nobody else has', async () => {
    const { user, form, field, fetchMock } = await openAddDialog();
    await user.selectOptions(field('relationship'), 'child');
    await user.type(field('personalID'), '87654321X');
    await user.click(within(form).getByRole('button', { name: es.family.actions.add }));
    expect(errorOf(field('personalID'))).toBeNull();
    expect(posts(fetchMock)).toHaveLength(1);
  });
});
