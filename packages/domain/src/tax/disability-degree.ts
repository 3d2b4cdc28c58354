/**
 * The degrees the LIRPF distinguishes (arts. 19.2.f and 60): none below 33 %; moderate 33–65 %;
 * moderate needing care (33–65 % with reduced mobility, art. 60.3); severe ≥ 65 %.
 */
export type DisabilityDegree = 'none' | 'moderate' | 'moderate-needing-care' | 'severe';

export function disabilityDegree(percent: number, reducedMobility: boolean): DisabilityDegree {
  if (percent >= 65) return 'severe';
  if (percent >= 33) return reducedMobility ? 'moderate-needing-care' : 'moderate';
  return 'none';
}
