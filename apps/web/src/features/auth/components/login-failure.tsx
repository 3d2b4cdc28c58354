import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoginFailureProps {
  message: string;
  /** Given when the refusal is the missing cookie consent: a link opens the consent again. */
  onReviewCookies?: () => void;
}

/** Why the login was refused, under the form's title (docs/product/employee-portal.md §2 Login). */
export function LoginFailure({ message, onReviewCookies }: LoginFailureProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light">
      <Text size="sm">{message}</Text>
      {onReviewCookies && (
        <Anchor component="button" type="button" size="sm" underline="always" onClick={onReviewCookies}>
          {t('cookies.review')}
        </Anchor>
      )}
    </Alert>
  );
}
