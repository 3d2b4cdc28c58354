import { legalPdfPath } from '@flexplan/domain/company/legal-documents';
import { Anchor, Group, VisuallyHidden, type GroupProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LegalLinkFlags {
  privacy: boolean;
  conditions: boolean;
  cookies: boolean;
}

interface LegalLinksProps extends Pick<GroupProps, 'gap' | 'justify' | 'className'> {
  /** The company's flags; the legal notice is always shown (docs/product/employee-portal.md §2 Login). */
  flags?: LegalLinkFlags;
  /** Colour of the links, for dark bars. */
  c?: string;
  direction?: 'row' | 'column';
}

const allLinks: LegalLinkFlags = { privacy: true, conditions: true, cookies: true };

/** Links to the static legal documents in the language shown (else Spanish), each opened in a new tab. */
export function LegalLinks({ flags = allLinks, c, direction = 'row', gap = 'md', ...props }: LegalLinksProps) {
  const { t, i18n } = useTranslation();
  const links = [
    { href: legalPdfPath('notice', i18n.language), label: t('legal.notice'), shown: true },
    { href: legalPdfPath('privacy', i18n.language), label: t('legal.privacy'), shown: flags.privacy },
    { href: legalPdfPath('conditions', i18n.language), label: t('legal.conditions'), shown: flags.conditions },
    { href: legalPdfPath('cookies', i18n.language), label: t('legal.cookies'), shown: flags.cookies },
  ].filter((link) => link.shown);

  return (
    <nav aria-label={t('legal.navigation')}>
      <Group gap={gap} {...props} style={direction === 'column' ? { flexDirection: 'column', alignItems: 'flex-start' } : undefined}>
        {links.map((link) => (
          <Anchor key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" size="sm" c={c} underline="always">
            {link.label}
            <VisuallyHidden>{` (${t('common.opensInNewTab')})`}</VisuallyHidden>
          </Anchor>
        ))}
      </Group>
    </nav>
  );
}
