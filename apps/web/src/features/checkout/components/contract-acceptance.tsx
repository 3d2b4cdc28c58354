import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { queryKeys } from '../../../shared/api/query-keys';
import { formatDate } from '../../../shared/i18n/format-date';
import { monthName } from '../../../shared/i18n/month-name';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useAcceptancePreview, useAcceptContracts, type AcceptancePreview, type AcceptedContract } from '../api/accept-contracts';
import { AcceptanceReview } from './acceptance-review';

/** The refusals of the link, by the server's code; anything else is "not valid". */
const linkProblems: Record<string, string> = {
  ACCEPTANCE_LINK_USED: 'used',
  ACCEPTANCE_LINK_EXPIRED: 'expired',
};

function AcceptedItem({ contract }: { contract: AcceptedContract }) {
  const { t, i18n } = useTranslation();
  const months = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(contract.droppedMonths.map((m) => monthName(m, i18n.language)));
  const color = { contracted: 'teal', pending: 'orange', cancelled: 'red' }[contract.status];
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="accepted-contract" data-status={contract.status}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>{t(`checkout.categories.${contract.product}`, { defaultValue: contract.product })}</Text>
          <Badge color={color} variant="light" c="dark.7" tt="none" fw={600}>
            {t(`accept.status.${contract.status}`)}
          </Badge>
        </Group>
        {contract.status !== 'cancelled' && contract.effectiveDate && (
          <Text size="sm">{t('accept.effective', { date: formatDate(contract.effectiveDate, i18n.language) })}</Text>
        )}
        {contract.droppedMonths.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="dropped-months">
            {contract.status === 'cancelled' ? t('accept.noMonthsLeft', { months }) : t('accept.startMoved', { months, count: contract.droppedMonths.length })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Why a link cannot be used, as the page says it: its code, the alert's words and colour. */
function LinkProblem({ code, problem, goOn, children }: { code: string; problem: string; goOn: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="accept-result" data-result={code}>
      <Alert color={problem === 'used' ? 'blue' : 'red'} variant="light" title={t(`accept.${problem}.title`)} role="alert">
        {t(`accept.${problem}.message`)}
      </Alert>
      {children}
      {goOn}
    </Stack>
  );
}

/** A contract as it stands after acceptance (the list of an accepted or already used link). */
const asAccepted = (contract: AcceptancePreview['contracts'][number]): AcceptedContract => ({
  id: contract.id,
  product: contract.product,
  effectiveDate: contract.effectiveDate,
  droppedMonths: [],
  status: contract.status === 'contracted' || contract.status === 'pending' ? contract.status : 'cancelled',
});

function AcceptedList({ contracts }: { contracts: AcceptedContract[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('accept.listLabel')}>
      {contracts.map((contract) => (
        <AcceptedItem key={contract.id} contract={contract} />
      ))}
    </Stack>
  );
}

/**
 * The acceptance link's page (docs/product/cart-and-contracts.md §1, §4): shows what the link accepts, accepts when the
 * employee presses the button, then says what became of each contract; or why the link cannot be
 * used. Public: it works logged in or not.
 */
export function ContractAcceptance({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const preview = useAcceptancePreview(token);
  const accept = useAcceptContracts(token);
  const isAccepted = accept.isSuccess;

  // A logged-in employee's contracts and home figures have moved.
  useEffect(() => {
    if (isAccepted) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [isAccepted, queryClient]);

  const goOn = (
    <Button component={Link} to="/home" variant="light" fullWidth>
      {t('accept.goToPortal')}
    </Button>
  );

  if (token && preview.isPending) return <ListSkeleton label={t('accept.loading')} rows={2} columns={3} testId="accept-skeleton" />;
  if (accept.isSuccess) {
    return (
      <Stack gap="md" data-testid="accept-result" data-result="accepted">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={t('accept.accepted.title')}>
          {t('accept.accepted.message')}
        </Alert>
        <AcceptedList contracts={accept.data.contracts} />
        {goOn}
      </Stack>
    );
  }
  const error = preview.error ?? accept.error;
  if (!token || error || !preview.data) {
    const code = isApiError(error) ? error.code : '';
    const isUnavailable = isApiError(error) && error.status >= 500;
    return <LinkProblem code={code || 'invalid'} problem={isUnavailable ? 'unavailable' : (linkProblems[code] ?? 'invalid')} goOn={goOn} />;
  }
  if (preview.data.state === 'accepted') {
    return (
      <LinkProblem code="ACCEPTANCE_LINK_USED" problem="used" goOn={goOn}>
        <AcceptedList contracts={preview.data.contracts.map(asAccepted)} />
      </LinkProblem>
    );
  }
  if (preview.data.state === 'expired') return <LinkProblem code="ACCEPTANCE_LINK_EXPIRED" problem="expired" goOn={goOn} />;
  return <AcceptanceReview token={token} preview={preview.data} isAccepting={accept.isPending} onAccept={() => accept.mutate()} />;
}
