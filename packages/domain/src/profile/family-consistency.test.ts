import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyConflicts, memberConflicts, type FamilyPerson } from './family-consistency';

// laura (12345678Z) and her family as the demo seeds them (apps/server/src/db/seed/demo-users.ts).
const laura = '12345678Z';
const javier: FamilyPerson = { relationship: 'spouse', personalID: '98765432M' };
const lucia: FamilyPerson = { relationship: 'child', personalID: '34567890V' };
const hugo: FamilyPerson = { relationship: 'child', personalID: '45678901G' };

describe('one person, one ID in a family (docs/decisions/020)', () => {
  it('takes a family whose IDs all differ, with one spouse', () => {
    expect(familyConflicts([javier, lucia, hugo], laura)).toEqual([]);
  });

  it("refuses a child with the spouse's ID, on the later member's ID", () => {
    const twin = { relationship: 'child', personalID: '98765432m ' };
    expect(familyConflicts([javier, lucia, twin], laura)).toEqual([{ index: 2, field: 'personalID', message: 'profile.validation.personalIdRepeated' }]);
  });

  it("refuses a member with the employee's own ID", () => {
    expect(memberConflicts({ relationship: 'child', personalID: '12.345.678-z' }, [javier], laura)).toEqual([
      { field: 'personalID', message: 'profile.validation.personalIdRepeated' },
    ]);
  });

  it('refuses a second spouse or partner, on its relationship', () => {
    const partner = { relationship: 'domestic_partner', personalID: '87654321X' };
    expect(familyConflicts([javier, partner], laura)).toEqual([{ index: 1, field: 'relationship', message: 'profile.validation.secondPartner' }]);
    expect(memberConflicts({ relationship: 'spouse', personalID: '87654321X' }, [javier, lucia], laura).map((c) => c.field)).toEqual(['relationship']);
  });

  it('lets an inactive former spouse stay beside the current one', () => {
    expect(
      familyConflicts(
        [
          { ...javier, active: false },
          { relationship: 'spouse', personalID: '87654321X' },
        ],
        laura,
      ),
    ).toEqual([]);
  });

  it('judges an edited member against the others, not against itself', () => {
    expect(memberConflicts(javier, [lucia, hugo], laura)).toEqual([]);
  });

  it('says nothing of an ID not given (the schema asks for it)', () => {
    expect(
      familyConflicts(
        [
          { relationship: 'child', personalID: '' },
          { relationship: 'child', personalID: null },
        ],
        null,
      ),
    ).toEqual([]);
  });
});

describe('family conflicts, for any family', () => {
  const id = fc.constantFrom('12345678Z', '98765432M', '34567890V', '45678901G', 'X1234567L', 'PAB123456');
  const person = fc.record({ relationship: fc.constantFrom('spouse', 'child', 'domestic_partner'), personalID: id, active: fc.boolean() });
  const family = fc.array(person, { maxLength: 8 });
  const employee = fc.option(id, { nil: null });
  const isPartner = (p: FamilyPerson) => p.active !== false && p.relationship !== 'child';

  it('finds none exactly when every ID differs from the others and the employee’s, and one partner at most is active', () => {
    fc.assert(
      fc.property(family, employee, (members, own) => {
        const ids = [...members.map((p) => p.personalID), ...(own ? [own] : [])];
        const isConsistent = new Set(ids).size === ids.length && members.filter(isPartner).length <= 1;
        expect(familyConflicts(members, own).length === 0).toBe(isConsistent);
      }),
    );
  });

  it('leaves a consistent family once the members it blames are taken out', () => {
    fc.assert(
      fc.property(family, employee, (members, own) => {
        const blamed = new Set(familyConflicts(members, own).map((c) => c.index));
        expect(
          familyConflicts(
            members.filter((_, i) => !blamed.has(i)),
            own,
          ),
        ).toEqual([]);
      }),
    );
  });

  it('reads an ID the same however it is typed (spaces, dots, hyphens, case)', () => {
    fc.assert(
      fc.property(family, employee, (members, own) => {
        const retyped = members.map((p) => ({ ...p, personalID: ` ${p.personalID!.toLowerCase().replace(/^(\w{2})/, '$1.')}-` }));
        expect(familyConflicts(retyped, own)).toEqual(familyConflicts(members, own));
      }),
    );
  });
});
