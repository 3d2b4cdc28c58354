import { offeredLanguages } from '@flexplan/domain';
import { Avatar, Box, Burger, Group, Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { CartMenu } from '../../features/cart/components/cart-menu';
import type { Company } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import type { User } from '../../features/profile/api/get-profile';
import { HeaderSavings } from '../../features/tax-calculator/components/header-savings';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { useIsMobileLayout } from '../../shared/ui/use-is-mobile-layout';
import { canUserReadPlanData } from '../plan-data-access';
import { usePlanSavings } from '../tax-calculator/use-tax-inputs';
import { HelpLink } from './help-link';
import classes from './shell.module.css';

/** Its own component so only the savings re-render as the calculator's queries answer. */
function ShellHeaderSavings() {
  return <HeaderSavings state={usePlanSavings()} />;
}

interface ShellHeaderProps {
  company: Company;
  user: User;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
  /** The burger, which gets the focus back when Escape closes the phone's menu. */
  burgerRef?: Ref<HTMLButtonElement>;
}

export function ShellHeader({ company, user, isNavbarOpen, onToggleNavbar, burgerRef }: ShellHeaderProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobileLayout();
  const brandName = user.legalEntity?.logo ? user.legalEntity.name : company.name;
  const brandLogo = user.legalEntity?.logo ?? company.logo;
  return (
    <>
      {/* The first-login tour's menu step on a phone points at this wrapper, never at the button's own ARIA. */}
      <Box hiddenFrom="sm" data-tour="menu-button" display="flex">
        <Burger
          ref={burgerRef}
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          size="sm"
          aria-label={isNavbarOpen ? t('shell.closeMenu') : t('shell.openMenu')}
          aria-expanded={isNavbarOpen}
          aria-controls="shell-navbar"
        />
      </Box>
      {/* The logo takes the room the actions leave: a wordmark squeezed into 96 px was unreadable at 375 px. */}
      {isMobile && (
        <Link to="/" aria-label={t('shell.mainMenu', { name: brandName })} className={classes.headerBrand}>
          <CompanyLogo name={brandName} logo={brandLogo} height={40} />
        </Link>
      )}
      <div className={classes.headerActions}>
        <Group gap={8} wrap="nowrap" mr={4} miw={0}>
          <Avatar
            data-testid="header-avatar"
            src={user.picture}
            alt={t('shell.avatarAlt', { name: user.firstName })}
            name={user.fullName}
            color="brand"
            size="sm"
          />
          <Text data-testid="header-first-name" fw={600} size="sm" className={classes.firstName}>
            {user.firstName}
          </Text>
        </Group>
        {/* On a phone these two move into the menu drawer (ShellNavbar). */}
        {!isMobile && <HelpLink helpEmail={company.helpEmail} />}
        {!isMobile && company.isLanguageFeatureOn && (
          <LanguageSelect languages={offeredLanguages(company.languages, company.isLanguageFeatureOn)} className={classes.languageSelect} />
        )}
        {/* The savings and the cart read the plan, which a restricted session may not: neither is shown to it. */}
        {canUserReadPlanData(user, company) && (
          <>
            <ShellHeaderSavings />
            {/* The first-login tour's cart step points here (features/onboarding-tour). */}
            <div data-tour="cart" style={{ display: 'flex' }}>
              <CartMenu itemCount={user.cart.length} />
            </div>
          </>
        )}
        <LogoutButton isIconOnly variant="subtle" />
      </div>
    </>
  );
}
