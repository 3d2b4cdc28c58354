/** What a listener on a PostgreSQL notification channel is told. */
export interface NotificationHandlers {
  /** One notification's payload, in the order the notifying transactions committed. */
  onNotify(payload: string): void;
  /**
   * The listening connection is up (true) or lost (false). Notifications sent while it is down are
   * lost for good: whoever keeps state by them must drop it on false.
   */
  onLive(isLive: boolean): void;
}

/** Listens on a channel until the returned function is called. */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
