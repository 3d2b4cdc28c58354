import { describe, expect, it } from 'vitest';
import { expiredToday, isNewsForCollective, liveNewsFor, newsStatus, publishedToday } from './live-news';

const TODAY = '2026-11-23';
const SALES = 7;
const OFFICES = 8;
const message = (id: number, publishOn: string | null, expiresOn: string | null = null, collectiveIds: number[] = []) => ({
  id,
  publishOn,
  expiresOn,
  collectiveIds,
});

describe('newsStatus', () => {
  it('is a draft without a publication day, whatever its expiry', () => {
    expect(newsStatus(message(1, null), TODAY)).toBe('draft');
    expect(newsStatus(message(1, null, '2026-01-01'), TODAY)).toBe('draft');
  });

  it('is scheduled before its publication day and live from that day on', () => {
    expect(newsStatus(message(1, '2026-11-24'), TODAY)).toBe('scheduled');
    expect(newsStatus(message(1, TODAY), TODAY)).toBe('live');
    expect(newsStatus(message(1, '2025-01-10'), TODAY)).toBe('live');
  });

  it('is live up to the day before its expiry, and expired on the expiry day itself', () => {
    expect(newsStatus(message(1, '2026-11-01', '2026-11-24'), TODAY)).toBe('live');
    expect(newsStatus(message(1, '2026-11-01', TODAY), TODAY)).toBe('expired');
    expect(newsStatus(message(1, '2026-11-01', '2026-11-02'), TODAY)).toBe('expired');
    // Published and expired the same day: never shown.
    expect(newsStatus(message(1, TODAY, TODAY), TODAY)).toBe('expired');
  });

  it('compares calendar days across a month and a year', () => {
    expect(newsStatus(message(1, '2026-12-31', '2027-01-01'), '2026-12-31')).toBe('live');
    expect(newsStatus(message(1, '2026-12-31', '2027-01-01'), '2027-01-01')).toBe('expired');
  });
});

describe('isNewsForCollective', () => {
  it('addresses a company-wide message to everyone, one without a collective included', () => {
    expect(isNewsForCollective({ collectiveIds: [] }, SALES)).toBe(true);
    expect(isNewsForCollective({ collectiveIds: [] }, null)).toBe(true);
  });

  it("addresses a collective's message to its people only", () => {
    expect(isNewsForCollective({ collectiveIds: [SALES, OFFICES] }, SALES)).toBe(true);
    expect(isNewsForCollective({ collectiveIds: [SALES] }, OFFICES)).toBe(false);
    expect(isNewsForCollective({ collectiveIds: [SALES] }, null)).toBe(false);
  });
});

describe('liveNewsFor', () => {
  const company = [
    message(1, '2026-01-10'),
    message(2, '2026-11-20', null, [SALES]),
    message(3, '2026-11-20', null, [OFFICES]),
    message(4, null),
    message(5, '2026-12-01'),
    message(6, '2026-10-01', '2026-11-23'),
    message(7, '2026-11-20', '2026-11-30', [OFFICES, SALES]),
  ];

  it('gives a reader the live messages for the company and their collective, newest publication first', () => {
    expect(liveNewsFor(company, SALES, TODAY).map((m) => m.id)).toEqual([7, 2, 1]);
    expect(liveNewsFor(company, OFFICES, TODAY).map((m) => m.id)).toEqual([7, 3, 1]);
    expect(liveNewsFor(company, null, TODAY).map((m) => m.id)).toEqual([1]);
  });

  it('shows a scheduled message on its day and drops an expiring one on its expiry day', () => {
    expect(liveNewsFor(company, SALES, '2026-12-01').map((m) => m.id)).toEqual([5, 2, 1]);
    expect(liveNewsFor(company, SALES, '2026-11-30').map((m) => m.id)).toEqual([2, 1]);
    expect(liveNewsFor(company, SALES, '2026-10-15').map((m) => m.id)).toEqual([6, 1]);
  });
});

describe('publish and expire now', () => {
  it('publishes from today, dropping an expiry that is not still to come', () => {
    expect(publishedToday({ publishOn: null, expiresOn: null }, TODAY)).toEqual({ publishOn: TODAY, expiresOn: null });
    expect(publishedToday({ publishOn: '2026-12-01', expiresOn: '2026-12-31' }, TODAY)).toEqual({ publishOn: TODAY, expiresOn: '2026-12-31' });
    expect(publishedToday({ publishOn: '2026-01-01', expiresOn: '2026-02-01' }, TODAY)).toEqual({ publishOn: TODAY, expiresOn: null });
  });

  it('expires from today; a message not yet published ends the day it starts', () => {
    expect(expiredToday({ publishOn: '2026-01-01', expiresOn: null }, TODAY)).toEqual({ publishOn: '2026-01-01', expiresOn: TODAY });
    expect(expiredToday({ publishOn: '2026-12-01', expiresOn: null }, TODAY)).toEqual({ publishOn: TODAY, expiresOn: TODAY });
    expect(newsStatus(expiredToday({ publishOn: null, expiresOn: null }, TODAY), TODAY)).toBe('expired');
  });
});
