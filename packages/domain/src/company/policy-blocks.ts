export interface PolicyLine {
  /** The "Responsable" of "Responsable: Acme Seguros S.A.", in a labelled list. */
  label?: string;
  text: string;
}

export interface PolicyBlock {
  heading?: string;
  lines: PolicyLine[];
}

const LABELLED = /^([^:]{1,40}): (.+)$/;
// A heading is a short line that does not end a sentence or introduce what follows.
const ENDS_SENTENCE = /[.:;,!?…)»”"]$/;

/**
 * A company's privacy text and its own legal texts are plain text (edited by the company, never
 * markup: docs/decisions/302-a-privacy-text-is-read-as-headed-paragraphs.md); this reads the structure a person sees in it: blocks split by blank lines, a block's short
 * first line without final punctuation as its heading, and a block whose every other line is
 * "Label: value" as a labelled list. A text written as one paragraph stays one paragraph. The
 * portal's page and the server's PDF of a company's legal text both read it this way.
 */
export function policyBlocks(text: string): PolicyBlock[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
    .map((lines) => {
      const [first, ...rest] = lines as [string, ...string[]];
      const isHeading = rest.length > 0 && first.length <= 90 && !ENDS_SENTENCE.test(first);
      const body = isHeading ? rest : lines;
      const labelled = body.map((line) => LABELLED.exec(line));
      const isList = body.length > 1 && labelled.every(Boolean);
      return {
        ...(isHeading && { heading: first }),
        lines: body.map((line, i) => (isList ? { label: labelled[i]![1]!, text: labelled[i]![2]! } : { text: line })),
      };
    });
}
