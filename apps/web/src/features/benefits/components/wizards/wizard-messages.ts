import { DomainError, formatMoney } from '@flexplan/domain';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/api-error';
import { cartErrorMessage } from '../../lib/cart-error-message';

/**
 * The message of a wizard refusal: for `field`, only when the refusal names that field (the
 * schemas' `details.<field>` or a rule's `params.field`); for null, whatever it says.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation();
  return (error: unknown, field: string | null): string | null => {
    if (!error) return null;
    const known = error instanceof DomainError || isApiError(error) ? error : null;
    const params = known?.params ?? {};
    const named = String(params['field'] ?? '').replace(/^details\./, '');
    if (field !== null && named !== field) return null;
    if (known?.code === 'VALIDATION' && typeof params['message'] === 'string' && i18n.exists(params['message'])) {
      const bound = (v: unknown) => (typeof v === 'number' ? formatMoney(v, i18n.language) : v);
      return t(params['message'], { min: bound(params['min']), max: bound(params['max']) });
    }
    return cartErrorMessage(error, t, i18n.language);
  };
}
