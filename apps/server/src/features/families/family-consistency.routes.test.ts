import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/auth-helpers';

type Member = { id: number; relationship: string; firstName: string; lastName1: string; lastName2: string | null; personalID: string; birthday: string };
const editable = ({ id, relationship, firstName, lastName1, lastName2, personalID, birthday }: Member) => ({
  id,
  relationship,
  firstName,
  lastName1,
  lastName2,
  personalID,
  birthday,
});

describe('family: one person, one ID; one spouse or partner (docs/decisions/020)', () => {
  let t: TestApp;
  let laura: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    laura = await loginAs(t.app, 'acme', 'laura.martin@acme.test');
  });
  afterAll(async () => {
    await t.close();
  });

  const family = async (): Promise<Member[]> => (await t.app.inject({ method: 'GET', url: '/api/families', headers: laura })).json();
  const save = (list: object[]) => t.app.inject({ method: 'POST', url: '/api/families', headers: laura, payload: list });
  const edit = (id: number, member: object) => t.app.inject({ method: 'PUT', url: `/api/families/${id}`, headers: laura, payload: member });
  const child = { relationship: 'child', firstName: 'Alba', lastName1: 'Gómez', lastName2: 'Martín', birthday: '2026-02-01' };

  it("refuses a new child with the spouse's ID: 400 on that member's ID, nothing saved", async () => {
    const [, ...members] = await family();
    const spouse = members.find((m) => m.relationship === 'spouse')!;
    const res = await save([...members.map(editable), { ...child, personalID: spouse.personalID.toLowerCase() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [`${members.length}.personalID`]: 'profile.validation.personalIdRepeated' });
    expect(await family()).toHaveLength(members.length + 1);
  });

  it("refuses a member with the employee's own ID", async () => {
    const [you, ...members] = await family();
    const res = await save([...members.map(editable), { ...child, personalID: you!.personalID }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [`${members.length}.personalID`]: 'profile.validation.personalIdRepeated' });
  });

  it('refuses a second spouse or partner, on its relationship', async () => {
    const [, ...members] = await family();
    const res = await save([...members.map(editable), { ...child, relationship: 'domestic_partner', birthday: '1987-02-01', personalID: '87654321X' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [`${members.length}.relationship`]: 'profile.validation.secondPartner' });
  });

  it("refuses an edit that gives a child the spouse's ID, or makes a child a second spouse", async () => {
    const [, ...members] = await family();
    const spouse = members.find((m) => m.relationship === 'spouse')!;
    const hugo = members.find((m) => m.firstName === 'Hugo')!;
    const sameId = await edit(hugo.id, { ...editable(hugo), id: undefined, personalID: spouse.personalID });
    expect(sameId.statusCode).toBe(400);
    expect(sameId.json().fields).toEqual({ personalID: 'profile.validation.personalIdRepeated' });
    const secondSpouse = await edit(hugo.id, { ...editable(hugo), id: undefined, relationship: 'spouse' });
    expect(secondSpouse.statusCode).toBe(400);
    expect(secondSpouse.json().fields).toEqual({ relationship: 'profile.validation.secondPartner' });
    // The spouse edited keeps their own ID: not a conflict with themselves.
    expect((await edit(spouse.id, { ...editable(spouse), id: undefined })).statusCode).toBe(200);
  });
});
