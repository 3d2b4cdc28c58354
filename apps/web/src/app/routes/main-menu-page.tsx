import { canOpenAdminArea, isCurrentConsent, offeredLanguages, sessionStateOf } from '@flexplan/domain';
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useCompany } from '../../features/company/api/get-company';
import { CompanyLogo } from '../../features/company/components/company-logo';
import { useAcceptCookies } from '../../features/cookie-consent/api/accept-cookies';
import { CookieConsentModal } from '../../features/cookie-consent/components/cookie-consent-modal';
import { MenuTiles } from '../../features/menu/components/menu-tiles';
import { useProfile } from '../../features/profile/api/get-profile';
import { ProfileWarnings } from '../../features/profile/components/profile-warnings';
import { LanguageSelect } from '../../shared/i18n/language-select';
import { LegalLinks } from '../../shared/ui/legal-links';
import { useIsMobileLayout } from '../../shared/ui/use-is-mobile-layout';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { SessionErrorPage } from '../shell/session-error-page';
import classes from './main-menu-page.module.css';

/** docs/product/employee-portal.md §2 "Main menu page": greeting, numbered tiles, language and logout, legal links. */
export default function MainMenuPage() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data: user } = useProfile();
  const acceptCookies = useAcceptCookies({ isLoggedIn: true });
  const isMobile = useIsMobileLayout();
  usePageTitle(t('menu.pageTitle'));

  if (!user) return <SessionErrorPage />;
  const isRestricted =
    sessionStateOf({
      isLoggedIn: true,
      isCompanyInMaintenance: false,
      email: user.email,
      phone: user.phone,
      isPasswordDeprecated: user.isPasswordDeprecated,
    }) === 'restricted';
  const brandName = user.legalEntity?.logo ? user.legalEntity.name : company.name;

  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <div className={classes.logoChip}>
          <CompanyLogo name={brandName} logo={user.legalEntity?.logo ?? company.logo} height={32} maxWidth={isMobile ? 120 : 200} />
        </div>
        <div className={classes.topActions}>
          {company.isLanguageFeatureOn && (
            <LanguageSelect languages={offeredLanguages(company.languages, company.isLanguageFeatureOn)} className={classes.languageSelect} />
          )}
          {/* docs/product/employee-portal.md §2: a mobile logout — an icon alone on a phone. */}
          <LogoutButton variant="white" color="dark" isIconOnly={isMobile} />
        </div>
      </header>
      <main className={classes.main}>
        <Container size="lg">
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1}>{t('menu.greeting', { name: user.firstName })}</Title>
              <Text className={classes.intro} size="lg">
                {t('menu.intro')}
              </Text>
            </Stack>
            {isRestricted ? (
              <Stack gap="md">
                <ProfileWarnings user={user} withProfileLink />
                {/* A new company's first administrator sets the company up before their own profile. */}
                {canOpenAdminArea(user) && (
                  <Stack gap="xs" align="flex-start" data-testid="menu-admin-before-profile">
                    <Text>{t('menu.adminBeforeProfile.note')}</Text>
                    <Button component={Link} to="/admin">
                      {t('menu.adminBeforeProfile.link')}
                    </Button>
                  </Stack>
                )}
              </Stack>
            ) : (
              <MenuTiles />
            )}
          </Stack>
        </Container>
      </main>
      <footer className={classes.bottomBar}>
        <Container size="lg">
          <LegalLinks flags={company.legalLinks} gap="lg" />
        </Container>
      </footer>
      <CookieConsentModal opened={!isCurrentConsent(user.cookiesAccepted)} isAccepting={acceptCookies.isPending} onAccept={() => acceptCookies.mutate()} />
    </div>
  );
}
