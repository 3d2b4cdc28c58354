import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pickLocalized, type LocalizedText } from '../../../../shared/i18n/localized-text';

interface WizardElsewhereProps {
  /** The benefit whose card holds the wizard now. */
  hostName: LocalizedText;
  /** This card's benefit's name, for the button's accessible name. */
  name: LocalizedText;
  /** Null when the person already holds another benefit of the category: it is changed there. */
  onChoose: (() => void) | null;
  texts: { inWizard: string; choose: string };
}

/** A card of a wizard category that does not hold the wizard: where it is, and a button to bring it here. */
export function WizardElsewhere({ hostName, name, onChoose, texts }: WizardElsewhereProps) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {t(texts.inWizard, { name: pickLocalized(hostName, i18n.language) })}
      </Text>
      {onChoose && (
        <Button
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          onClick={onChoose}
          aria-label={`${t(texts.choose)}: ${pickLocalized(name, i18n.language)}`}
          data-testid="wizard-choose"
        >
          {t(texts.choose)}
        </Button>
      )}
    </Stack>
  );
}
