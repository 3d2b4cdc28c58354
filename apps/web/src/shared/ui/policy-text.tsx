import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { policyBlocks } from '@flexplan/domain/company/policy-blocks';

interface PolicyTextProps {
  text: string;
  /** The level of the text's own headings under the page's. */
  headingOrder: TitleOrder;
  size?: 'sm' | 'md';
}

/** A policy written as plain text, shown as headed paragraphs and labelled lists (see `policyBlocks`). */
export function PolicyText({ text, headingOrder, size = 'md' }: PolicyTextProps) {
  return (
    <Stack gap="md">
      {policyBlocks(text).map((block, i) => (
        <div key={i}>
          {block.heading && (
            <Title order={headingOrder} size="h5" mb={4}>
              {block.heading}
            </Title>
          )}
          {block.lines.map((line, j) => (
            <Text key={j} size={size}>
              {line.label && (
                <Text span inherit fw={700}>
                  {`${line.label}: `}
                </Text>
              )}
              {line.text}
            </Text>
          ))}
        </div>
      ))}
    </Stack>
  );
}
