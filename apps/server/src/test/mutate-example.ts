import fc from 'fast-check';
import { hostileKey, hostileValue } from './hostile-values';

type Path = (string | number)[];

/** Every place in a JSON value: each leaf, and each object or array (where a key can be added). */
function placesOf(value: unknown, path: Path = []): { path: Path; isContainer: boolean }[] {
  if (value === null || typeof value !== 'object') return [{ path, isContainer: false }];
  const children = Object.entries(value).flatMap(([k, v]) => placesOf(v, [...path, Array.isArray(value) ? Number(k) : k]));
  return [{ path, isContainer: true }, ...children];
}

function replaceAt(root: unknown, path: Path, replace: (current: unknown) => unknown): unknown {
  if (path.length === 0) return replace(root);
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaceAt(copy[path[0]!], path.slice(1), replace);
  return copy;
}

/**
 * A valid request body with ONE thing wrong — a leaf replaced by a hostile value, a smuggled key,
 * a field dropped, an object turned into an array — so the case passes the schema's other checks
 * and reaches the service and the database, where a schema-wide generator rarely gets.
 */
export function mutatedExample(example: unknown): fc.Arbitrary<unknown> {
  const places = placesOf(example);
  return fc
    .record({
      at: fc.nat(places.length - 1),
      value: hostileValue,
      key: hostileKey,
      how: fc.constantFrom('replace', 'replace', 'replace', 'add-key', 'drop', 'as-array'),
    })
    .map(({ at, value, key, how }) => {
      const { path, isContainer } = places[at]!;
      switch (how) {
        case 'add-key':
          return isContainer && !Array.isArray(path.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], example))
            ? replaceAt(example, path, (node) =>
                Object.defineProperty({ ...(node as object) }, key, { value, enumerable: true, writable: true, configurable: true }),
              )
            : replaceAt(example, path, () => value);
        case 'drop':
          return path.length === 0
            ? undefined
            : replaceAt(example, path.slice(0, -1), (parent) => {
                if (Array.isArray(parent)) return parent.filter((_, i) => i !== path.at(-1));
                const { [path.at(-1)!]: _dropped, ...rest } = parent as Record<string | number, unknown>;
                return rest;
              });
        case 'as-array':
          return replaceAt(example, path, (node) => [node]);
        default:
          return replaceAt(example, path, () => value);
      }
    });
}
