import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { mailDir } from './e2e-env';

/** A message the e2e server's SMTP sink received (scripts/e2e-server.mjs), parsed. */
export interface ReceivedMail {
  file: string;
  receivedAt: Date;
  mail: ParsedMail;
}

export interface MailQuery {
  /** Part of a recipient's address. */
  to: string;
  /** Only messages received at or after this moment (take it before the action that sends). */
  after: Date;
  subjectContains?: string;
  /** A link in the message whose address contains this. */
  linkContains?: string;
  timeoutMs?: number;
}

const parsed = new Map<string, Promise<ParsedMail>>();

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((address) => address.value.map((v) => v.address ?? ''));
}

/** The links a reader can follow: the HTML's hrefs, and addresses written in the text part. */
export function linksOf(mail: ParsedMail): string[] {
  const decode = (s: string) => s.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
  const hrefs = mail.html ? [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!)) : [];
  const written = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...written])];
}

/** The one link of the message that contains `fragment`. */
export function linkIn(mail: ParsedMail, fragment: string): string {
  const link = linksOf(mail).find((l) => l.includes(fragment));
  if (!link) throw new Error(`no link with ${fragment} in "${mail.subject}": ${linksOf(mail).join(', ')}`);
  return link;
}

async function received(): Promise<ReceivedMail[]> {
  const files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      if (!parsed.has(file))
        parsed.set(
          file,
          readFile(path.join(mailDir, file)).then((raw) => simpleParser(raw)),
        );
      return { file, receivedAt: new Date(Number(file.split('-')[0])), mail: await parsed.get(file)! };
    }),
  );
}

/**
 * Waits for the first message over SMTP that matches, oldest first. Fails naming what did arrive,
 * so a wrong subject or recipient reads as such and not as a bare timeout.
 */
export async function waitForMail(query: MailQuery): Promise<ParsedMail> {
  const deadline = Date.now() + (query.timeoutMs ?? 15_000);
  for (;;) {
    const candidates = (await received()).filter((r) => r.receivedAt.getTime() >= query.after.getTime());
    const found = candidates.find(
      ({ mail }) =>
        recipients(mail).some((a) => a.includes(query.to)) &&
        (!query.subjectContains || (mail.subject ?? '').includes(query.subjectContains)) &&
        (!query.linkContains || linksOf(mail).some((l) => l.includes(query.linkContains!))),
    );
    if (found) return found.mail;
    if (Date.now() > deadline) {
      const seen = candidates.map(({ mail }) => `${recipients(mail).join(',')}: ${mail.subject}`);
      throw new Error(`no e-mail to ${query.to} matching ${JSON.stringify(query)}; received since: ${seen.join(' | ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
