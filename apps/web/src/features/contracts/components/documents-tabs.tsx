import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './documents-tabs.module.css';

/**
 * The two tabs of the documents area (docs/product/employee-portal.md §2 Documents): my documents and my contracts.
 * They are links (each tab is its own address), drawn as tabs.
 */
export function DocumentsTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('contracts.tabs.label')} className={classes.tabs}>
      <NavLink to="/documents" end className={classes.tab}>
        {t('contracts.tabs.documents')}
      </NavLink>
      <NavLink to="/documents/user" end className={classes.tab}>
        {t('contracts.tabs.contracts')}
      </NavLink>
    </nav>
  );
}
