import { formatMoney } from '@flexplan/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { monthName } from '../../../shared/i18n/month-name';
import { DownloadButton } from '../../../shared/ui/download-button';
import { acceptancePdfPath, type AcceptancePreview } from '../api/accept-contracts';

type PreviewedContract = AcceptancePreview['contracts'][number];

function ReviewedItem({ contract }: { contract: PreviewedContract }) {
  const { t, i18n } = useTranslation();
  const months = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(contract.months.map((m) => monthName(m, i18n.language)));
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="reviewed-contract">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>
            {pickLocalized(contract.name, i18n.language) || t(`checkout.categories.${contract.product}`, { defaultValue: contract.product })}
          </Text>
          <Text fw={700} data-testid="reviewed-price" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(contract.finalPrice, i18n.language)}
          </Text>
        </Group>
        <Text size="sm">{t('accept.review.months', { months })}</Text>
        {contract.contributedPrice > 0 && (
          <Text size="sm">
            {t('accept.review.contribution', {
              amount: formatMoney(contract.contributedPrice, i18n.language),
              total: formatMoney(contract.price, i18n.language),
            })}
          </Text>
        )}
        {contract.effectiveDate && <Text size="sm">{t('accept.effective', { date: formatDate(contract.effectiveDate, i18n.language) })}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * What the link accepts, before anything happens: products, amounts, months, effective date and
 * the contract PDF. Only the button accepts, so a mail scanner opening the link signs nothing.
 */
export function AcceptanceReview({
  token,
  preview,
  isAccepting,
  onAccept,
}: {
  token: string;
  preview: AcceptancePreview;
  isAccepting: boolean;
  onAccept: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="md" data-testid="accept-review">
      <Text>{t('accept.review.intro')}</Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('accept.listLabel')}>
        {preview.contracts.map((contract) => (
          <ReviewedItem key={contract.id} contract={contract} />
        ))}
      </Stack>
      {/* Generated on request: the button says so while the person waits; the name is the server's. */}
      <Group>
        <DownloadButton variant="default" path={acceptancePdfPath(token)} label={t('accept.review.pdf')} testId="accept-pdf" />
      </Group>
      <Text size="sm" c="dimmed">
        {t('accept.review.expires', { date: formatDate(preview.expiresAt, i18n.language) })}
      </Text>
      <Button size="md" fullWidth loading={isAccepting} onClick={onAccept} data-testid="accept-button">
        {t('accept.review.confirm')}
      </Button>
    </Stack>
  );
}
