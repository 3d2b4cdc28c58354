import { isReachable, type RouteContext } from '@flexplan/domain';
import { Stack } from '@mantine/core';
import { IconBulb, IconFiles, IconHome, IconReceipt, IconReportMoney, IconShieldCheck, IconUser, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import classes from './shell.module.css';

interface MainMenuLinksProps {
  /** The session state and the company's flags: a link shows only if the route table lets it open. */
  routeContext: RouteContext;
  /** The administrator's page is a link for company administrators only; the API refuses anyone else. */
  isCompanyAdmin: boolean;
  /** The best plan allocates tax-advantage (Exent) products: a link only for who has one switched on. */
  hasTaxAdvantage?: boolean;
}

interface MenuLink {
  to: string;
  labelKey: string;
  icon: Icon;
  isShown: boolean;
}

/** The shell's fixed links; product categories follow them in ProductMenuLinks. */
export function MainMenuLinks({ routeContext, isCompanyAdmin, hasTaxAdvantage = false }: MainMenuLinksProps) {
  const { t } = useTranslation();
  const links: MenuLink[] = [
    { to: '/home', labelKey: 'shell.menu.home', icon: IconHome, isShown: true },
    { to: '/compensation', labelKey: 'shell.menu.compensation', icon: IconReportMoney, isShown: true },
    { to: '/best-plan', labelKey: 'shell.menu.bestPlan', icon: IconBulb, isShown: hasTaxAdvantage },
    { to: '/payslip', labelKey: 'shell.menu.payslip', icon: IconReceipt, isShown: hasTaxAdvantage },
    { to: '/documents', labelKey: 'shell.menu.documents', icon: IconFiles, isShown: true },
    { to: '/profile', labelKey: 'shell.menu.profile', icon: IconUser, isShown: true },
    { to: '/admin', labelKey: 'shell.menu.admin', icon: IconShieldCheck, isShown: isCompanyAdmin },
  ];
  return (
    <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {links
        .filter((link) => link.isShown && isReachable(link.to, routeContext))
        .map(({ to, labelKey, icon: LinkIcon }) => (
          <li key={to}>
            <NavLink to={to} end={to !== '/documents'} className={classes.navLink}>
              <LinkIcon size={20} stroke={1.7} aria-hidden />
              <span>{t(labelKey)}</span>
            </NavLink>
          </li>
        ))}
    </Stack>
  );
}
