import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import es from '../../../locales/es.json';
import { json, never, stubApi } from '../../../test/stub-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FamilyTab } from './family-tab';

afterEach(() => vi.unstubAllGlobals());

const you = {
  id: 0,
  relationship: 'you',
  firstName: 'Laura',
  lastName: 'Martín',
  fullName: 'Laura Martín',
  idType: 'DNI',
  personalID: '12345678Z',
  birthday: '1990-04-01',
  active: true,
  disability: 0,
};

describe('FamilyTab: loading and empty states', () => {
  it('shows rows shaped like the family list while it loads', async () => {
    stubApi({ '/families': never });
    renderWithProviders(<FamilyTab isLocked={false} />);
    const skeleton = await screen.findByTestId('family-skeleton');
    expect(screen.getByRole('status', { name: es.family.loading })).toBe(skeleton);
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(3);
  });

  it('with only the employee, says no children are registered and offers to add a member', async () => {
    stubApi({ '/families': () => json([you]) });
    renderWithProviders(<FamilyTab isLocked={false} />);
    expect((await screen.findByTestId('family-no-children')).textContent).toBe(es.family.list.noChildren);
    expect(screen.getByTestId('family-add').textContent).toContain(es.family.actions.addMember);
  });
});
