import { COOKIE_CONSENT_VERSION, type LoginBody } from '@flexplan/domain';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { describeApiError } from '../../../shared/api/describe-api-error';
import { useSchemaForm } from '../../../shared/forms/use-schema-form';
import { hasCurrentCookieConsent } from '../../../shared/storage/cookie-consent-storage';
import { loadPasswordEncryption, useLogin } from '../api/login';

type Credentials = Pick<LoginBody, 'email' | 'password'>;
const emptyForm = { email: '', password: '' };

// zod stays out of the login page's first download: the domain's schema is fetched
// when the form is first focused, well before a submit, which awaits it at worst.
const loadLoginFormSchema = () =>
  import('@flexplan/domain/auth/auth-schemas').then(({ loginBodySchema }) => loginBodySchema.pick({ email: true, password: true }));

// The refusal's alert shows only after a failed submit: fetched with the schema, on first focus
//.
const loadLoginFailure = () => import('./login-failure');
const LoginFailure = lazy(() => loadLoginFailure().then(({ LoginFailure }) => ({ default: LoginFailure })));
const prefetchOnFocus = () => {
  void loadLoginFormSchema();
  void loadLoginFailure();
};
const prefetchEncryption = () => void loadPasswordEncryption().catch(() => undefined);

interface LoginFormProps {
  /** Company flag: no login without the current cookie consent (docs/product/employee-portal.md §5 Login). */
  isCookieConsentMandatory: boolean;
  /** Opens the consent modal again. */
  onReviewCookies: () => void;
}

export function LoginForm({ isCookieConsentMandatory, onReviewCookies }: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useSchemaForm<keyof typeof emptyForm, Credentials>(null, emptyForm);
  const login = useLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [isCookieFailure, setIsCookieFailure] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setIsCookieFailure(false);
    const credentials = form.validate(await loadLoginFormSchema());
    if (!credentials) return;
    const hasConsent = hasCurrentCookieConsent();
    if (isCookieConsentMandatory && !hasConsent) {
      setFailure(t('validation.cookiesRequired'));
      setIsCookieFailure(true);
      return;
    }
    const encryption = await loadPasswordEncryption();
    if (!encryption.canEncryptPasswords()) {
      setFailure(t('auth.login.httpsRequired'));
      return;
    }
    login.mutate(
      { ...credentials, cookiesAccepted: hasConsent ? COOKIE_CONSENT_VERSION : undefined },
      {
        // The guard sends a restricted user on to / (docs/product/employee-portal.md §2).
        onSuccess: () => void navigate('/home', { replace: true }),
        onError: (error) => {
          if (error instanceof encryption.SecureContextRequiredError) return setFailure(t('auth.login.httpsRequired'));
          if (isApiError(error) && error.status === 401) return setFailure(t('errors.INVALID_CREDENTIALS'));
          if (isApiError(error) && error.code === 'COOKIES_REQUIRED') setIsCookieFailure(true);
          form.applyServerErrors(error);
          setFailure(describeApiError(error));
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} onFocus={prefetchOnFocus} noValidate aria-label={t('auth.login.formLabel')}>
      <Stack gap="md">
        {failure && (
          <Suspense fallback={null}>
            <LoginFailure message={failure} onReviewCookies={isCookieFailure ? onReviewCookies : undefined} />
          </Suspense>
        )}
        <TextInput label={t('auth.login.emailLabel')} autoComplete="username" required {...form.field('email')} />
        <PasswordInput
          label={t('auth.login.passwordLabel')}
          autoComplete="current-password"
          required
          {...form.field('password')}
          onFocus={prefetchEncryption}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm" underline="always">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
