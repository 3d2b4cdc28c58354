import { Text } from '@mantine/core';

/**
 * A news message's text as an employee's home shows it: plain text with its line breaks kept.
 * React writes it as text, so markup shows as typed and never runs
 * (docs/decisions/410-news-text-is-plain-text.md); the administrator's preview shows the same.
 */
export function NewsText({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  );
}
