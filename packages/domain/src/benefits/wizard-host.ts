/**
 * Which benefit's card hosts the one wizard of a wizard category (health, saving plan): the one
 * the person chose from its card while holding none of the category, or the one they hold that
 * they chose there; otherwise the first card, as before (it was always the first card,
 * so a person who liked the third insurance had to find it inside the first one's wizard). The
 * wizard never jumps to another card when something is added: it stays where it was opened.
 */
export function wizardHostId(mainIds: readonly number[], heldId: number | null, chosenId: number | null): number | null {
  const isChosenValid = chosenId !== null && mainIds.includes(chosenId) && (heldId === null || heldId === chosenId);
  return isChosenValid ? chosenId : (mainIds[0] ?? null);
}
