/**
 * The document with only the component schemas its operations reach. zod's registry holds every
 * named schema the process imported, each twice (as read and as written); most are read or
 * written only, and a schema of a route not registered here (the e2e support routes) is none.
 * In name order: the registry's order is the order modules happened to be imported in, which a
 * test that imports the route table first changes.
 */
export function keepReferencedComponents<D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const reached = new Set<string>();
  const pending = [...referencesIn(document.paths)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (reached.has(name) || !(name in schemas)) continue;
    reached.add(name);
    pending.push(...referencesIn(schemas[name]));
  }
  const kept = Object.fromEntries(
    Object.entries(schemas)
      .filter(([name]) => reached.has(name))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return { ...document, components: { ...document.components, schemas: kept } };
}

function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child.replace('#/components/schemas/', '')] : referencesIn(child),
  );
}
