import type { DbOrTx } from '../db/client';
import type { MailAttachment } from '../db/schema/index';

/** An e-mail as a feature hands it to the outbox (reset link, account change, contract to accept). */
export interface OutgoingMail {
  /** Whose mail it is: the dev outbox shows a company's host only its own. */
  companyId: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  links?: string[];
  attachments?: MailAttachment[];
}

export interface MailService {
  /** Queues an e-mail inside the caller's transaction and wakes the worker. */
  send(db: DbOrTx, mail: OutgoingMail): Promise<void>;
  /** Delivers everything due now (the worker calls it; tests may too). */
  flush(): Promise<number>;
  /** Scrubs delivered rows an older version left with their tokens (run once at start); answers how many. */
  scrubDelivered(): Promise<number>;
}
