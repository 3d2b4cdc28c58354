import type { z } from 'zod';

/**
 * What a value becomes on the wire: JSON has no dates, so a `Date` the server returns arrives as
 * its ISO text. The web app reads every response through this, so its types say what it really gets
 * (arrays and fixed-length tuples keep their shape: a mapped type over them maps their items).
 */
export type Wire<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Wire<T[K]> } : T;

/** The body a client receives from a route whose response schema is `S`. */
export type ResponseOf<S extends z.ZodType> = Wire<z.output<S>>;

/** The body a client sends to a route whose body schema is `S`. */
export type RequestOf<S extends z.ZodType> = z.input<S>;
