/**
 * "de" before a word, as Catalan writes it: elided to "d’" before a vowel or a mute h ("d’octubre",
 * "d’agost", "d’hivern"), but not before an i or u that is a semivowel, followed by another vowel
 * ("de iogurt", "de hiena", "de uèlsies"). The month names (abril, agost, octubre) are what the
 * portal puts after "de"; the typographic apostrophe, as the Catalan texts write it.
 */
export function catalanDe(word: string): string {
  const lower = word.toLocaleLowerCase('ca');
  const startsWithVowelSound = /^h?[aeiouàèéíïòóúü]/.test(lower) && !/^h?[iu][aeiouàèéíòóú]/.test(lower);
  return startsWithVowelSound ? `d’${word}` : `de ${word}`;
}
