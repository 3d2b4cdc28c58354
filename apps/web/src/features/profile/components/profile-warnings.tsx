import { missingProfileFields, profileLinkFor, type SessionProfileField } from '@flexplan/domain/profile/session-profile-fields';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface WarningProps {
  /** Adds a link to /profile, for pages other than the profile itself. */
  withProfileLink?: boolean;
}

interface ProfileWarningProps extends WarningProps {
  testId: string;
  color: string;
  icon: ReactNode;
  /** Translation keys. */
  title: string;
  message: string;
  link: string;
  /** Where the link leads: the tab that asks for what is missing. */
  to?: string;
}

/** One warning about the profile, with the optional way to the profile page. */
function ProfileWarning({ testId, color, icon, title, message, link, to = '/profile', withProfileLink = false }: ProfileWarningProps) {
  const { t } = useTranslation();
  return (
    <Alert data-testid={testId} variant="light" color={color} icon={icon} title={t(title)}>
      <Text size="sm">{t(message)}</Text>
      {withProfileLink && (
        <Anchor component={Link} to={to} size="sm" fw={600} underline="always" data-testid={`${testId}-link`}>
          {t(link)}
        </Anchor>
      )}
    </Alert>
  );
}

/** The message for each set of missing fields: it names them and the tab that asks for them. */
const missingMessages: Record<string, string> = {
  email: 'profile.warnings.missingEmail',
  phone: 'profile.warnings.missingPhone',
  'email,phone': 'profile.warnings.missingEmailAndPhone',
};

/**
 * docs/product/employee-portal.md §3 and §4: the e-mail or the phone is missing; only / and /profile are reachable.
 * It says which is missing and where it is asked for, and its link opens that tab (the phone is on the employee tab, not the default one).
 */
export function IncompleteProfileWarning({ missing, withProfileLink }: WarningProps & { missing: SessionProfileField[] }) {
  return (
    <ProfileWarning
      testId="warning-incomplete-profile"
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title="profile.warnings.incompleteTitle"
      message={missingMessages[missing.join(',')] ?? 'profile.warnings.missingEmailAndPhone'}
      link={missing[0] === 'phone' ? 'profile.warnings.addPhone' : 'profile.warnings.addEmail'}
      to={profileLinkFor(missing)}
      withProfileLink={withProfileLink}
    />
  );
}

/** docs/product/employee-portal.md §4 Password expired: a new password is needed before anything else. */
export function PasswordDeprecatedWarning({ withProfileLink }: WarningProps) {
  return (
    <ProfileWarning
      testId="warning-password-deprecated"
      color="red"
      icon={<IconLock aria-hidden />}
      title="profile.warnings.deprecatedTitle"
      message="profile.warnings.deprecatedMessage"
      link="profile.warnings.changePassword"
      withProfileLink={withProfileLink}
    />
  );
}

interface ProfileWarningsProps extends WarningProps {
  user: { email: string | null; phone: string | null; isPasswordDeprecated: boolean };
}

/** Both warnings, each when it applies. */
export function ProfileWarnings({ user, withProfileLink }: ProfileWarningsProps) {
  const missing = missingProfileFields(user);
  return (
    <>
      {missing.length > 0 && <IncompleteProfileWarning missing={missing} withProfileLink={withProfileLink} />}
      {user.isPasswordDeprecated && <PasswordDeprecatedWarning withProfileLink={withProfileLink} />}
    </>
  );
}

/**
 * docs/product/employee-portal.md §5 Calculator: the salary calculator cannot run without a fixed salary at least as
 * large as the flexible bag; the alert leads to the employee tab, where the salary is entered.
 */
export function CalculatorUnavailableWarning() {
  const { t } = useTranslation();
  return (
    <Alert
      data-testid="warning-calculator-unavailable"
      variant="light"
      color="yellow"
      icon={<IconCalculator aria-hidden />}
      title={t('profile.warnings.calculatorTitle')}
    >
      <Text size="sm">{t('profile.warnings.calculatorMessage')}</Text>
      <Anchor component={Link} to="/profile?tab=employee" size="sm" fw={600} underline="always">
        {t('profile.warnings.calculatorLink')}
      </Anchor>
    </Alert>
  );
}
