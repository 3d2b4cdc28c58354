import type { Benefit } from '@flexplan/domain/catalogue-types';
import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

// Here in shared/ because two features meet through it: the benefit forms report their drafts,
// the tax calculator reads them, and neither imports the other (docs/architecture.md).

/**
 * What one benefit's form proposes right now (its items in cents, months 1–12). A wizard reports
 * its priced items (with their contribution) and details, the figures its card shows.
 */
export interface FormDraft {
  benefit: Benefit;
  items: readonly { familyId: number | null; month: number; price: number; contributedPrice?: number }[];
  details: Record<string, unknown>;
}

/** The drafts of a product page's forms, by benefit id: a tiny store so only the calculator re-renders. */
class FormDraftStore {
  private drafts: ReadonlyMap<number, FormDraft> = new Map();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.drafts;

  set(benefitId: number, draft: FormDraft | null) {
    const next = new Map(this.drafts);
    if (draft) next.set(benefitId, draft);
    else next.delete(benefitId);
    this.drafts = next;
    this.listeners.forEach((listener) => listener());
  }
}

const FormDraftContext = createContext<FormDraftStore | null>(null);

/** Wraps a product page so its forms' drafts reach the side calculator without a server round trip. */
export function FormDraftProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new FormDraftStore());
  return <FormDraftContext.Provider value={store}>{children}</FormDraftContext.Provider>;
}

const noDrafts: ReadonlyMap<number, FormDraft> = new Map();
const noop = () => () => {};

/** The current drafts (empty outside a provider). */
export function useFormDrafts(): ReadonlyMap<number, FormDraft> {
  const store = useContext(FormDraftContext);
  return useSyncExternalStore(store?.subscribe ?? noop, store?.snapshot ?? (() => noDrafts));
}

/**
 * A form reports its proposal; it is withdrawn when the form goes away, or while it is null (a
 * wizard whose proposal is refused: the calculator keeps what the benefit holds). A no-op outside a provider.
 */
export function useReportFormDraft(benefit: Benefit, draft: { items: FormDraft['items']; details: Record<string, unknown> } | null) {
  const store = useContext(FormDraftContext);
  const key = draft ? JSON.stringify([draft.items, draft.details]) : null;
  useEffect(() => {
    if (!store) return;
    if (key === null) {
      store.set(benefit.id, null);
      return;
    }
    const [items, details] = JSON.parse(key) as [FormDraft['items'], Record<string, unknown>];
    store.set(benefit.id, { benefit, items, details });
  }, [store, benefit, key]);
  useEffect(() => {
    if (!store) return;
    return () => store.set(benefit.id, null);
  }, [store, benefit.id]);
}
