import { canOpenAdminArea, isAdminRole, offeredLanguages, sessionStateOf } from '@flexplan/domain';
import { AppShell, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Company } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import type { User } from '../../features/profile/api/get-profile';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { LegalLinks } from '../../shared/ui/legal-links';
import { useIsMobileLayout } from '../../shared/ui/use-is-mobile-layout';
import { MainMenuLinks } from './main-menu-links';
import { ProductMenuLinks } from './product-menu-links';
import { HelpLink } from './help-link';
import classes from './shell.module.css';

interface ShellNavbarProps {
  company: Company;
  user: User;
}

/**
 * The sidebar: the brand, the menu, and the legal links at the bottom (docs/product/employee-portal.md §2 Shell). The
 * brand is the logo, which carries the name (and names it to a screen reader), or the name as
 * text when there is no logo: never both, the name read twice.
 */
export function ShellNavbar({ company, user }: ShellNavbarProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  // The menu shows only what this session may open (a restricted profile saw every link).
  const routeContext = {
    state: sessionStateOf({ isLoggedIn: true, isCompanyInMaintenance: company.maintenance, ...user }),
    hideCompensation: company.hideCompensation,
    canOpenAdminArea: canOpenAdminArea(user),
  };
  // A user of a legal entity with its own logo sees that entity's brand.
  const brandName = user.legalEntity?.logo ? user.legalEntity.name : company.name;
  const brandLogo = user.legalEntity?.logo ?? company.logo;
  return (
    <>
      <AppShell.Section p="md" visibleFrom="sm">
        <Link to="/" className={classes.brand} aria-label={t('shell.mainMenu', { name: brandName })}>
          <CompanyLogo name={brandName} logo={brandLogo} height={44} />
        </Link>
      </AppShell.Section>
      {/* Scrollbars always shown when the menu overflows: hidden until hover, a third of the products went unseen. */}
      <AppShell.Section
        grow
        component={ScrollArea}
        type="auto"
        scrollbars="y"
        className={classes.menuScroll}
        px="md"
        py="xs"
        data-testid="menu-scroll"
        data-tour="menu"
      >
        <nav aria-label={t('shell.menu.label')}>
          <Stack gap="md">
            <MainMenuLinks
              routeContext={routeContext}
              isCompanyAdmin={isAdminRole(user.role)}
              hasTaxAdvantage={user.products.some((p) => p.PL === 'Exent' && p.isActive)}
            />
            <ProductMenuLinks routeContext={routeContext} />
          </Stack>
        </nav>
      </AppShell.Section>
      {isMobile && (
        <AppShell.Section px="md" pt="md">
          <Stack gap="sm">
            {company.isLanguageFeatureOn && <LanguageSelect languages={offeredLanguages(company.languages, company.isLanguageFeatureOn)} size="sm" />}
            <HelpLink helpEmail={company.helpEmail} withLabel />
          </Stack>
        </AppShell.Section>
      )}
      <AppShell.Section p="md">
        <LegalLinks flags={company.legalLinks} direction="column" gap="xs" c="var(--fp-color-bar-text)" />
      </AppShell.Section>
    </>
  );
}
