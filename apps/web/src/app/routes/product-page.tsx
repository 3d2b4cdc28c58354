import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUserProducts } from '../../features/benefits/api/get-user-plan';
import { ProductCatalogue } from '../../features/benefits/components/product-catalogue';
import { useCompany } from '../../features/company/api/get-company';
import { pickLocalized } from '../../shared/i18n/localized-text';
import { usePageTitle } from '../../shared/ui/use-page-title';

/** /products/{category alias} (spec part 2 §2): the category's benefits, forms and cart actions. */
export default function ProductPage() {
  const { t, i18n } = useTranslation();
  const { alias = '' } = useParams();
  const company = useCompany();
  const products = useUserProducts();
  const product = products.data?.find((p) => p.category.alias === alias);
  const title = product ? pickLocalized(product.category.name, i18n.language) : t('pages.product');
  usePageTitle(title);
  // A new category is a new page: no form state carries over.
  return <ProductCatalogue key={alias} alias={alias} title={title} cutOffDay={company.cutOffDay} />;
}
