import { legalLinkPath } from '@flexplan/domain/company/legal-documents';
import { Anchor, Button, Group, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CookieConsentModalProps {
  opened: boolean;
  onAccept: () => void;
  /** Given when the visitor may close the modal without accepting (the login page). */
  onDismiss?: () => void;
  isAccepting?: boolean;
}

/** docs/product/employee-portal.md §2: cookie consent, version v3. */
export function CookieConsentModal({ opened, onAccept, onDismiss, isAccepting = false }: CookieConsentModalProps) {
  const { t, i18n } = useTranslation();
  const isDismissable = Boolean(onDismiss);
  return (
    <Modal
      opened={opened}
      onClose={onDismiss ?? (() => undefined)}
      title={t('cookies.title')}
      centered
      withCloseButton={isDismissable}
      closeOnClickOutside={isDismissable}
      closeOnEscape={isDismissable}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="lg"
      radius="md"
    >
      <Stack gap="md">
        <Text size="sm">{t('cookies.message')}</Text>
        <Anchor href={legalLinkPath('cookies', i18n.language)} target="_blank" rel="noopener noreferrer" size="sm" underline="always">
          {t('cookies.policyLink')}
          <VisuallyHidden>{` (${t('common.opensInNewTab')})`}</VisuallyHidden>
        </Anchor>
        <Group justify="flex-end" gap="sm">
          {onDismiss && (
            <Button variant="default" onClick={onDismiss}>
              {t('cookies.notNow')}
            </Button>
          )}
          <Button data-testid="cookies-accept" onClick={onAccept} loading={isAccepting}>
            {t('cookies.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
