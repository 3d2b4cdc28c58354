import { ProductLinePage } from './flexible-page';

/** /other: the other (Top) products (docs/decisions/210-main-menu-tiles.md: other products). */
export default function OtherPage() {
  return <ProductLinePage line="Top" />;
}
