/** spec part 2 §3 Product answers: answers are keyed by the question title with dots replaced by underscores. */
export function answerKey(questionTitle: string): string {
  return questionTitle.replaceAll('.', '_');
}
