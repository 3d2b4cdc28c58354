import { ProductLinePage } from './flexible-page';

/** /other: the other (Top) products (docs/decisions.md "Main menu tiles": other products). */
export default function OtherPage() {
  return <ProductLinePage line="Top" />;
}
