import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The Go of a table row; its accessible name says where it goes ("Go to Training"). */
export function GoLink({ to, target }: { to: string; target: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant="light"
      rightSection={<IconArrowRight size={14} aria-hidden />}
      aria-label={t('home.go.label', { target })}
      data-testid="go-link"
    >
      {t('home.go.text')}
    </Button>
  );
}
