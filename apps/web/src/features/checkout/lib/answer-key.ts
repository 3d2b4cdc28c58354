/** spec part 2 §3 Product answers: an answer is keyed by its question's title, dots replaced by underscores. */
export function answerKey(questionTitle: string): string {
  return questionTitle.replaceAll('.', '_');
}
