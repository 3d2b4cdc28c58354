import type { Language } from '@flexplan/domain';

/** A titled part of a legal text; a paragraph's `\n` starts a line of its own (a "Label: value" list). */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * One legal document in one language. `summary` is the first layer of a privacy policy (the
 * AEPD's "basic information"), shown before the detail; the other documents have none.
 * Placeholders such as `{legalEntity}` are filled by `fillLegalText`.
 */
export interface LegalText {
  title: string;
  summary?: LegalSection[];
  sections: LegalSection[];
}

/** Who the texts name: the demo companies' details, or bracketed blanks in the generic PDFs. */
export interface LegalParties {
  /** The short name, as in the banner: "Acme Seguros". */
  company: string;
  legalEntity: string;
  taxId: string;
  address: string;
  registry: string;
  email: string;
  privacyEmail: string;
  dpoEmail: string;
}

/** A filled text and the line that says it is a demo the company must replace. */
export interface FilledLegalText extends LegalText {
  banner: string;
}

export type LegalTexts = Record<Language, LegalText>;

/** Every `{name}` replaced by the party's value; an unknown name is a mistake in the texts, so it throws. */
export function fill(text: string, parties: LegalParties): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in parties)) throw new Error(`legal text: unknown placeholder {${name}} in "${text.slice(0, 60)}…"`);
    return parties[name as keyof LegalParties];
  });
}

const fillSections = (sections: LegalSection[], parties: LegalParties): LegalSection[] =>
  sections.map((section) => ({ heading: fill(section.heading, parties), paragraphs: section.paragraphs.map((p) => fill(p, parties)) }));

export function fillLegalText(text: LegalText, banner: string, parties: LegalParties): FilledLegalText {
  return {
    banner: fill(banner, parties),
    title: fill(text.title, parties),
    ...(text.summary && { summary: fillSections(text.summary, parties) }),
    sections: fillSections(text.sections, parties),
  };
}

/**
 * Sections as plain text for a page that shows it with `white-space: pre-line`: each heading on
 * a line of its own above its paragraphs, a blank line between sections.
 */
export function plainText(sections: LegalSection[]): string {
  return sections.map((section) => [section.heading, ...section.paragraphs].join('\n')).join('\n\n');
}
