import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCompany } from '../../features/company/api/get-company';
import { useProfile } from '../../features/profile/api/get-profile';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import { useIsMobileLayout } from '../../shared/ui/use-is-mobile-layout';
import { SessionErrorPage } from './session-error-page';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';
import classes from './shell.module.css';

/**
 * The frame of the logged-in pages: a sidebar on desktop, a top bar with a burger at 768 px or
 * narrower (spec part 1 §2 Shell, §9).
 */
export default function ShellLayout() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data: user } = useProfile();
  const { pathname } = useLocation();
  const [isNavbarOpen, { toggle, close: closeNavbar }] = useDisclosure(false);
  // On a phone the menu is a drawer, closed at first: drawn once it is first opened, and kept,
  // rather than its links, icons and scroll area rendered and measured out of sight on every
  // first load (issue 16).
  const isMobile = useIsMobileLayout();
  const [wasNavbarOpened, setWasNavbarOpened] = useState(false);
  const toggleNavbar = useCallback(() => {
    setWasNavbarOpened(true);
    toggle();
  }, [toggle]);

  // The mobile menu closes once a link has been followed.
  useEffect(() => closeNavbar(), [pathname, closeNavbar]);

  if (!user) return <SessionErrorPage />;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 768, collapsed: { mobile: !isNavbarOpen } }} padding={{ base: 'sm', sm: 'lg' }}>
      <AppShell.Header className={classes.header}>
        <ShellHeader company={company} user={user} isNavbarOpen={isNavbarOpen} onToggleNavbar={toggleNavbar} />
      </AppShell.Header>
      <AppShell.Navbar id="shell-navbar" className={classes.navbar} aria-label={t('shell.sidebar')}>
        {(!isMobile || wasNavbarOpened) && <ShellNavbar company={company} user={user} />}
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <Container size="lg" px={0}>
          {/* A page's code on its way: its shape, inside a shell already usable. */}
          <Suspense fallback={<PageSkeleton label={t('common.loadingPage')} />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
