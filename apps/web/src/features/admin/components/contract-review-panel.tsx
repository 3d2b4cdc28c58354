import { formatMoney } from '@flexplan/domain';
import { adminReviewActions, canAdminReview } from '@flexplan/domain/contracts/admin-review-actions';
import { contractListState, contractListStateLabels } from '@flexplan/domain/contracts/contract-list-state';
import { Alert, Badge, Button, Divider, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/i18n/format-date';
import { pickLocalized } from '../../../shared/i18n/localized-text';
import { monthName } from '../../../shared/i18n/month-name';
import { ListSkeleton } from '../../../shared/ui/list-skeleton';
import { useIsMobileLayout } from '../../../shared/ui/use-is-mobile-layout';
import { useAdminContractReview, type AdminContractReview } from '../api/admin-contract-review';
import type { AdminAction } from '../api/admin-contracts';
import { ConfirmActionModal } from './confirm-action-modal';
import { EmployeeDocumentUpload } from './employee-document-upload';
import { ReviewFilePreview } from './review-file-preview';

interface ContractReviewPanelProps {
  contractId: number | null;
  onClose: () => void;
}

function Facts({ review }: { review: AdminContractReview }) {
  const { t, i18n } = useTranslation();
  const facts: [string, string][] = [
    [t('adminContractsReview.facts.status'), t(contractListStateLabels[contractListState(review)])],
    [t('adminContractsReview.facts.employee'), review.email ? `${review.employee} · ${review.email}` : review.employee],
    [t('adminContractsReview.facts.collective'), review.collective ?? '—'],
    [t('admin.table.year'), String(review.year)],
    [t('admin.table.price'), formatMoney(review.price, i18n.language)],
    [t('admin.table.effectiveDate'), review.effectiveDate ? formatDate(review.effectiveDate, i18n.language) : '—'],
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4} m={0} data-testid="review-facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="xs" c="dimmed">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function Months({ review }: { review: AdminContractReview }) {
  const { t, i18n } = useTranslation();
  return (
    <Table verticalSpacing={4} data-testid="review-items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('adminContractsReview.items.month')}</Table.Th>
          <Table.Th scope="col">{t('adminContractsReview.items.beneficiary')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('admin.table.price')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {review.items.map((item, index) => (
          <Table.Tr key={index}>
            <Table.Td>{monthName(item.month, i18n.language)}</Table.Td>
            <Table.Td>{item.beneficiary ?? review.employee}</Table.Td>
            <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(item.price, i18n.language)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Answers({ review }: { review: AdminContractReview }) {
  const { t } = useTranslation();
  if (review.answers.length === 0) return <Text c="dimmed">{t('adminContractsReview.answers.none')}</Text>;
  return (
    <Stack gap="sm" data-testid="review-answers">
      {review.answers.map((questionnaire) => (
        <Stack key={questionnaire.subject} gap={4}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {questionnaire.beneficiary ?? t('adminContractsReview.answers.wholeContract')}
            </Text>
            <Badge variant="light" color={questionnaire.isCompleted ? 'teal' : 'yellow'} c="dark.7" tt="none">
              {t(questionnaire.isCompleted ? 'adminContractsReview.answers.completed' : 'adminContractsReview.answers.incomplete')}
            </Badge>
          </Group>
          <dl style={{ margin: 0 }}>
            {questionnaire.answers.map(({ question, answer }) => (
              <div key={question}>
                <Text component="dt" size="xs" c="dimmed">
                  {question}
                </Text>
                <Text component="dd" size="sm" m={0} mb={4} data-testid="review-answer">
                  {answer}
                </Text>
              </div>
            ))}
          </dl>
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * One contract as the employee filled it in, for the administrator to decide: its months, the info
 * and answers it carries, its files previewed in place, the actions its state allows, and a document
 * to file for the employee. Phones get the whole screen.
 */
export function ContractReviewPanel({ contractId, onClose }: ContractReviewPanelProps) {
  const { t, i18n } = useTranslation();
  const isMobile = useIsMobileLayout();
  const review = useAdminContractReview(contractId);
  const [action, setAction] = useState<AdminAction | null>(null);
  const data = review.data;
  // An info key by the label the cart's forms give it (the last part; a member's name before it), else as stored.
  const infoLabel = (key: string) => {
    const parts = key.split('.');
    const last = parts.pop()!;
    const label = t([`checkout.formation.${last}`, `checkout.kindergarten.fields.${last}`, `benefits.fields.${last}`], { defaultValue: last });
    return [...parts, label].join(' · ');
  };
  const product = data ? pickLocalized(data.benefitName, i18n.language) || data.product : '';
  return (
    <>
      <Modal
        opened={contractId !== null}
        onClose={onClose}
        size="xl"
        fullScreen={isMobile}
        title={data ? `${product} · ${data.employee}` : t('adminContractsReview.panel.title')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {review.isPending ? (
          <ListSkeleton label={t('adminContractsReview.panel.loading')} rows={4} columns={2} testId="review-skeleton" />
        ) : review.isError || !data ? (
          <Alert color="red" variant="light" role="alert">
            {t('adminContractsReview.panel.failed')}
          </Alert>
        ) : (
          <Stack gap="md" data-testid="review-panel" data-contract-id={data.id}>
            <Facts review={data} />
            <Group gap="sm">
              {adminReviewActions
                .filter((a) => canAdminReview(a, data))
                .map((a) => (
                  <Button
                    key={a}
                    // As the rows' buttons: the light ones' text a shade darker, readable on their tint (AA).
                    color={a === 'approve' ? undefined : 'red'}
                    c={a === 'approve' ? undefined : 'red.9'}
                    variant={a === 'approve' ? 'filled' : 'light'}
                    onClick={() => setAction(a)}
                    data-testid={`review-${a}`}
                  >
                    {t(`adminContractsReview.actions.${a}`)}
                  </Button>
                ))}
            </Group>
            <Divider />
            <Title order={3} size="h5">
              {t('adminContractsReview.items.title')}
            </Title>
            <Months review={data} />
            {data.info.length > 0 && (
              <>
                <Title order={3} size="h5">
                  {t('adminContractsReview.info.title')}
                </Title>
                <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing={4} verticalSpacing={4} m={0} data-testid="review-info">
                  {data.info.map(({ key, value }) => (
                    <div key={key}>
                      <Text component="dt" size="xs" c="dimmed">
                        {infoLabel(key)}
                      </Text>
                      <Text component="dd" size="sm" m={0}>
                        {value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
              </>
            )}
            <Title order={3} size="h5">
              {t('adminContractsReview.answers.title')}
            </Title>
            <Answers review={data} />
            <Title order={3} size="h5">
              {t('adminContractsReview.files.title')}
            </Title>
            {data.files.length === 0 ? (
              <Text c="dimmed">{t('adminContractsReview.files.none')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {data.files.map((file) => (
                  <ReviewFilePreview key={`${file.container}/${file.name}`} contractId={data.id} file={file} />
                ))}
              </SimpleGrid>
            )}
            <Divider />
            <Title order={3} size="h5">
              {t('adminContractsReview.upload.title')}
            </Title>
            <EmployeeDocumentUpload employeeId={data.employeeId} employee={data.employee} />
          </Stack>
        )}
      </Modal>
      <ConfirmActionModal
        target={action && data ? { id: data.id, action, product, employee: data.employee } : null}
        onClose={() => setAction(null)}
        onDone={() => void review.refetch()}
      />
    </>
  );
}
