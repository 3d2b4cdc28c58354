import { describe, expect, it } from 'vitest';
import type { QuestionnaireType } from '../benefits/benefit';
import type { CategoryAlias } from '../benefits/category';
import { isInfoRequired, isMissingDocuments, membersMissingInfo } from './missing-documents';

const questionnaire = (enabled: boolean, type: QuestionnaireType | null = 'upload') => ({ questionnaire: { enabled, type } });

function cartContract(category: CategoryAlias, additionalInfo: Record<string, unknown> | null, familyIds: (number | null)[] = [null]) {
  return { status: 'cart' as const, category, disableDocumentation: false, additionalInfo, items: familyIds.map((familyId) => ({ familyId })) };
}

describe('isInfoRequired (docs/product/benefits-and-simulation.md §4)', () => {
  it('always for formation', () => {
    expect(isInfoRequired('formation', questionnaire(false))).toBe(true);
  });

  it('when the questionnaire is enabled and not by telephone', () => {
    expect(isInfoRequired('gym', questionnaire(true, 'upload'))).toBe(true);
    expect(isInfoRequired('gym', questionnaire(true, 'physical'))).toBe(true);
    expect(isInfoRequired('gym', questionnaire(true, 'telephone'))).toBe(false);
    expect(isInfoRequired('gym', questionnaire(false, 'upload'))).toBe(false);
  });
});

describe('isMissingDocuments', () => {
  it('is missing when info is required and none is given', () => {
    expect(isMissingDocuments(cartContract('formation', null), questionnaire(false))).toBe(true);
    expect(isMissingDocuments(cartContract('formation', {}), questionnaire(false))).toBe(true);
    expect(isMissingDocuments(cartContract('formation', { centerName: 'A' }), questionnaire(false))).toBe(false);
  });

  it('is not missing when documentation is disabled, info is not required, or the contract left the cart', () => {
    expect(isMissingDocuments({ ...cartContract('formation', null), disableDocumentation: true }, questionnaire(false))).toBe(false);
    expect(isMissingDocuments(cartContract('gym', null), questionnaire(true, 'telephone'))).toBe(false);
    expect(isMissingDocuments({ ...cartContract('formation', null), status: 'pending' }, questionnaire(false))).toBe(false);
  });

  it('checks each family member for kindergarten and health', () => {
    const benefit = questionnaire(true, 'upload');
    expect(isMissingDocuments(cartContract('kindergarten', { '3': { centerName: 'A' } }, [3, 4]), benefit)).toBe(true);
    expect(membersMissingInfo(cartContract('kindergarten', { '3': { centerName: 'A' }, '4': {} }, [3, 4, 3]))).toEqual(['4']);
    expect(isMissingDocuments(cartContract('kindergarten', { '3': { a: 1 }, '4': { a: 1 } }, [3, 4]), benefit)).toBe(false);
    expect(membersMissingInfo(cartContract('health-insurance', { '5': 'x' }, [null, 5]))).toEqual(['employee']);
    expect(isMissingDocuments(cartContract('health-insurance', { employee: 'x', '5': 'x' }, [null, 5]), benefit)).toBe(false);
  });
});
