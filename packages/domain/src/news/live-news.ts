/**
 * When a news message shows on an employee's home (docs/product/employee-portal.md §3 News message,
 * docs/product/back-office.md §8 News): days are Europe/Madrid calendar days (`YYYY-MM-DD`, the
 * business clock's `today()`), compared as text, which orders ISO days correctly.
 */

/** A message's days: published from `publishOn` (none: a draft), no longer shown from `expiresOn` (none: never expires). */
export interface NewsSchedule {
  publishOn: string | null;
  expiresOn: string | null;
}

/** Who a message is for: the whole company (no collective) or the people of these collectives. */
export interface NewsAudience {
  collectiveIds: readonly number[];
}

export const newsStatuses = ['draft', 'scheduled', 'live', 'expired'] as const;
export type NewsStatus = (typeof newsStatuses)[number];

/**
 * Where a message stands today: a draft until it has a publication day; expired from its expiry day
 * on (the expiry day itself no longer shows it, docs/decisions/411-news-days-publication-and-expiry.md);
 * scheduled before its publication day; live in between.
 */
export function newsStatus(schedule: NewsSchedule, today: string): NewsStatus {
  if (schedule.publishOn === null) return 'draft';
  if (schedule.expiresOn !== null && schedule.expiresOn <= today) return 'expired';
  if (schedule.publishOn > today) return 'scheduled';
  return 'live';
}

/** Whether a message of the reader's company is addressed to them: company-wide, or for their collective. */
export function isNewsForCollective(audience: NewsAudience, collectiveId: number | null): boolean {
  return audience.collectiveIds.length === 0 || (collectiveId !== null && audience.collectiveIds.includes(collectiveId));
}

/**
 * What a reader's home shows (given their company's messages): the live ones addressed to them,
 * newest publication first, then the newest message first.
 */
export function liveNewsFor<T extends NewsSchedule & NewsAudience & { id: number }>(messages: readonly T[], collectiveId: number | null, today: string): T[] {
  return messages
    .filter((message) => newsStatus(message, today) === 'live' && isNewsForCollective(message, collectiveId))
    .sort((a, b) => (b.publishOn! < a.publishOn! ? -1 : b.publishOn! > a.publishOn! ? 1 : b.id - a.id));
}

/** The days after "publish now": from today, keeping an expiry still to come. */
export function publishedToday(schedule: NewsSchedule, today: string): NewsSchedule {
  return { publishOn: today, expiresOn: schedule.expiresOn !== null && schedule.expiresOn > today ? schedule.expiresOn : null };
}

/** The days after "expire now": no longer shown from today; one never published ends the day it starts. */
export function expiredToday(schedule: NewsSchedule, today: string): NewsSchedule {
  return { publishOn: schedule.publishOn !== null && schedule.publishOn <= today ? schedule.publishOn : today, expiresOn: today };
}
