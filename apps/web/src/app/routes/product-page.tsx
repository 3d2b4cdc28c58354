import type { Benefit } from '@flexplan/domain/catalogue-types';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUserProducts } from '../../features/benefits/api/get-user-plan';
import { ProductCatalogue } from '../../features/benefits/components/product-catalogue';
import { useCompany } from '../../features/company/api/get-company';
import { SideCalculator } from '../../features/tax-calculator/components/side-calculator';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { useTaxInputs } from '../tax-calculator/use-tax-inputs';

/** The side calculator of a category (docs/product/benefits-and-simulation.md §2), with its meal benefits' working days. */
function ProductSideCalculator({ benefits }: { benefits: Benefit[] }) {
  const workingDays = new Map(benefits.map((b) => [b.id, b.workingDays]));
  return <SideCalculator state={useTaxInputs(undefined, (id) => workingDays.get(id) ?? null)} />;
}

/** /products/{category alias} (docs/product/benefits-and-simulation.md §2): the category's benefits, forms and cart actions. */
export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const { alias = '' } = useParams();
  const company = useCompany();
  const products = useUserProducts();
  const product = products.data?.find((p) => p.category.alias === alias);
  const title = product ? pickLocalized(product.category.name, i18n.language) : t('pages.product');
  usePageTitle(title);
  // A new category is a new page: no form state carries over.
  return (
    <ProductCatalogue
      key={alias}
      alias={alias}
      title={title}
      cutOffDay={company.cutOffDay}
      renderCalculator={(benefits) => <ProductSideCalculator benefits={benefits} />}
    />
  );
}
