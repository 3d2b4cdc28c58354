import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PolicyText } from '../../../shared/ui/policy-text';
import type { LegalText } from '../api/company-legal-texts';

interface OwnLegalTextProps {
  title: string;
  text: LegalText;
}

/**
 * A company's own legal text on its portal page: the text it wrote, read as headed paragraphs (never
 * markup), or a link to the PDF it uploaded, which is saved rather than shown (docs/decisions/285-uploaded-pdfs-are-always-downloaded-never-shown.md).
 */
export function OwnLegalText({ title, text }: OwnLegalTextProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="own-legal-text" data-source={text.source}>
        {text.body !== null ? (
          <PolicyText text={text.body} headingOrder={2} />
        ) : (
          <Anchor href={text.url} download underline="always">
            {`${t(`legal.${text.document}`)} (PDF)`}
          </Anchor>
        )}
      </Paper>
    </Stack>
  );
}
