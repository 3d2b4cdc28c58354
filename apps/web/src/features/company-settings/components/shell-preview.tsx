import { contrastRatio, AA_CONTRAST_RATIO } from '@flexplan/domain/company/color-contrast';
import { Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ShellPreviewProps {
  colorBar: string;
  colorTitles: string;
  color: string;
  logo: string | null;
  name: string;
}

function ContrastBadge({ label, ratio, testId }: { label: string; ratio: number | null; testId: string }) {
  const { t } = useTranslation();
  const passes = ratio !== null && ratio >= AA_CONTRAST_RATIO;
  return (
    <Group gap="xs" data-testid={testId} data-passes={passes}>
      <Text size="sm">{label}</Text>
      {/* The verdict in words and an icon, the text in the body colour: a coloured badge was itself below AA. */}
      {passes ? (
        <IconCircleCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
      ) : (
        <IconAlertTriangle size={18} color="var(--mantine-color-red-9)" aria-hidden />
      )}
      <Text size="sm" fw={600}>
        {ratio === null ? '—' : `${ratio.toFixed(2)}:1 · ${passes ? t('companySettings.preview.passes') : t('companySettings.preview.fails')}`}
      </Text>
    </Group>
  );
}

/**
 * The employee's shell as the colours being edited would paint it: the header bar with the logo (or
 * the name in white when there is none), a page title and a button, with the WCAG AA checks the server warns about
 * (docs/decisions/336-brand-colours-below-aa-a-warning-not-a-refusal.md). Drawn with the colours
 * exactly as chosen, unlike the real shell, which corrects a colour below AA.
 */
export function ShellPreview({ colorBar, colorTitles, color, logo, name }: ShellPreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }} data-testid="shell-preview" aria-label={t('companySettings.preview.label')} role="img">
        <Group h={48} px="md" gap="sm" wrap="nowrap" style={{ backgroundColor: colorBar }} data-testid="shell-preview-bar">
          {/* The logo carries the name, as in the real header (app/shell/shell-header.tsx): never both. */}
          {logo ? (
            <Image src={logo} alt="" h={28} w="auto" fit="contain" bg="white" p={2} radius="sm" />
          ) : (
            <Text c="#ffffff" fw={600} truncate>
              {name}
            </Text>
          )}
        </Group>
        <Stack p="md" gap="xs">
          <Text fw={700} size="lg" style={{ color: colorTitles }}>
            {t('companySettings.preview.title')}
          </Text>
          <Box>
            <Box component="span" px="sm" py={4} style={{ backgroundColor: color, color: '#ffffff', borderRadius: 4, fontSize: 14 }}>
              {t('companySettings.preview.button')}
            </Box>
          </Box>
        </Stack>
      </Paper>
      <ContrastBadge label={t('companySettings.preview.barContrast')} ratio={contrastRatio('#ffffff', colorBar)} testId="contrast-bar" />
      <ContrastBadge label={t('companySettings.preview.titlesContrast')} ratio={contrastRatio(colorTitles, '#ffffff')} testId="contrast-titles" />
    </Stack>
  );
}
