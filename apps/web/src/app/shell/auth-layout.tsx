import { Center, Group, Paper, Stack, Title } from '@mantine/core';
import { offeredLanguages } from '@flexplan/domain';
import type { ReactNode } from 'react';
import { useCompany } from '../../features/company/api/get-company';
import { LanguageSelect } from '../../shared/i18n/language-select';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  logo: ReactNode;
  /** The company's login background image. */
  background: string | null;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login, forgot-password and reset-password pages. */
export function AuthLayout({ logo, background, title, children, footer }: AuthLayoutProps) {
  const company = useCompany();
  const languages = offeredLanguages(company.languages, company.isLanguageFeatureOn);
  return (
    <main className={classes.page} style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}>
      <Paper className={classes.card} shadow="md" radius="md" p={{ base: 'lg', xs: 'xl' }} withBorder>
        <Stack gap="lg">
          {/* Visitors choose their language before logging in too; hidden with one language. */}
          {languages.length > 1 && (
            <Group justify="flex-end">
              <LanguageSelect languages={languages} />
            </Group>
          )}
          <Center>{logo}</Center>
          <Title order={1} size="h3" ta="center">
            {title}
          </Title>
          {children}
          {footer}
        </Stack>
      </Paper>
    </main>
  );
}
