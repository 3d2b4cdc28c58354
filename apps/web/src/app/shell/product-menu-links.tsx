/**
 * The slot for one /products/{category alias} link per product category the user has, split
 * into tax-advantage products (Exent) and other products (Top) — spec part 1 §2 Shell. The
 * benefits issue fills it in from the user's products; until then it renders nothing.
 */
export function ProductMenuLinks() {
  return null;
}
