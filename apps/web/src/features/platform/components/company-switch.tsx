import { Alert, Badge, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { usePlatformCompanies, useSwitchCompany, type PlatformCompany } from '../api/platform-companies';
import { MaintenanceSwitch } from './maintenance-switch';
import { NewCompanyForm } from './new-company-form';

/**
 * The platform operator's companies: each with its people and live
 * contracts, its maintenance switch, and a switch to act on it; the admin area below then acts on
 * the company switched to. Every switch is audited. A new company is created from here too.
 */
export function CompanySwitch() {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const companies = usePlatformCompanies();
  const switchTo = useSwitchCompany();
  const count = (n: number) => n.toLocaleString(i18n.language);

  if (companies.isPending) return <ListSkeleton label={t('platform.loading')} rows={3} columns={4} withBorder testId="platform-skeleton" />;
  if (companies.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('platform.loadFailed')}
      </Alert>
    );

  const { items, currentCompanyId } = companies.data;
  const action = (c: PlatformCompany) =>
    c.id === currentCompanyId ? (
      <Badge color="teal" variant="light" c="dark.7" tt="none" data-testid="platform-current">
        {t('platform.current')}
      </Badge>
    ) : (
      <Button
        size="xs"
        variant="light"
        loading={switchTo.isPending && switchTo.variables === c.id}
        onClick={() => switchTo.mutate(c.id)}
        aria-label={t('platform.switchTo', { name: c.name })}
        data-testid={`platform-switch-${c.slug}`}
      >
        {t('platform.switch')}
      </Button>
    );

  return (
    <Stack gap="sm" data-testid="platform-companies">
      <Title order={2} size="h3">
        {t('platform.title')}
      </Title>
      <NewCompanyForm />
      {currentCompanyId === null && <Text c="dimmed">{t('platform.pickOne')}</Text>}
      {isMobile ? (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('platform.title')}>
          {items.map((c) => (
            <Paper component="li" key={c.id} withBorder radius="md" p="md" data-testid={`platform-row-${c.slug}`}>
              <Stack gap={6}>
                <Text fw={700}>{c.name}</Text>
                <Text size="sm">
                  {t('platform.counts', {
                    people: t('platform.people', { count: c.employeeCount, formatted: count(c.employeeCount) }),
                    contracts: t('platform.contracts', { count: c.contractCount, formatted: count(c.contractCount) }),
                  })}
                </Text>
                <MaintenanceSwitch company={c} />
                <div>{action(c)}</div>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('platform.columns.company')}</Table.Th>
              <Table.Th>{t('platform.columns.employees')}</Table.Th>
              <Table.Th>{t('platform.columns.contracts')}</Table.Th>
              <Table.Th>{t('platform.columns.maintenance')}</Table.Th>
              <Table.Th>{t('platform.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((c) => (
              <Table.Tr key={c.id} data-testid={`platform-row-${c.slug}`}>
                <Table.Td>{c.name}</Table.Td>
                <Table.Td>{count(c.employeeCount)}</Table.Td>
                <Table.Td>{count(c.contractCount)}</Table.Td>
                <Table.Td>
                  <MaintenanceSwitch company={c} />
                </Table.Td>
                <Table.Td>{action(c)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
