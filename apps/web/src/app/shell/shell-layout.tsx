import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
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
 * narrower (docs/product/employee-portal.md §2 Shell, §9).
 */
export default function ShellLayout() {
  const { t } = useTranslation();
  const company = useCompany();
  const { data: user } = useProfile();
  const { pathname } = useLocation();
  const [isNavbarOpen, { toggle, close: closeNavbar }] = useDisclosure(false);
  // On a phone the menu is a drawer, closed at first: drawn once it is first opened, and kept,
  // rather than its links, icons and scroll area rendered and measured out of sight on every
  // first load.
  const isMobile = useIsMobileLayout();
  const [wasNavbarOpened, setWasNavbarOpened] = useState(false);
  const toggleNavbar = useCallback(() => {
    setWasNavbarOpened(true);
    toggle();
  }, [toggle]);

  // The mobile menu closes once a link has been followed.
  useEffect(() => closeNavbar(), [pathname, closeNavbar]);

  // Escape closes the phone's menu, as it closes a dialog, and gives the focus back to the button
  // that opened it (WAI-ARIA disclosure; docs/decisions/043-shell-keyboard.md).
  const burgerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!isNavbarOpen || !isMobile) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closeNavbar();
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [isNavbarOpen, isMobile, closeNavbar]);

  // The skip link's target: focused (not only scrolled to), so the next Tab goes on from the page's content.
  const mainRef = useRef<HTMLElement>(null);
  const handleSkip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView({ block: 'start' });
  };

  if (!user) return <SessionErrorPage />;

  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 260, breakpoint: 768, collapsed: { mobile: !isNavbarOpen } }} padding={{ base: 'sm', sm: 'lg' }}>
      {/* The first thing a keyboard reaches: past the header and the menu, to the page (WCAG 2.4.1). */}
      <a href="#main-content" className={classes.skipLink} onClick={handleSkip}>
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <ShellHeader company={company} user={user} isNavbarOpen={isNavbarOpen} onToggleNavbar={toggleNavbar} burgerRef={burgerRef} />
      </AppShell.Header>
      <AppShell.Navbar id="shell-navbar" className={classes.navbar} aria-label={t('shell.sidebar')}>
        {(!isMobile || wasNavbarOpened) && <ShellNavbar company={company} user={user} />}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
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
