import { legalLinkPath, type LegalDocument } from '@flexplan/domain/company/legal-documents';
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

/**
 * Links to the legal documents in the language shown: the company's own PDF where it has one in that
 * language, else the generic one (else in Spanish), each opened in a new tab.
 */
export function LegalLinks({ flags = allLinks, c, direction = 'row', gap = 'md', ...props }: LegalLinksProps) {
  const { t, i18n } = useTranslation();
  const href = (document: LegalDocument) => legalLinkPath(document, i18n.language);
  const links = [
    { href: href('notice'), label: t('legal.notice'), shown: true },
    { href: href('privacy'), label: t('legal.privacy'), shown: flags.privacy },
    { href: href('conditions'), label: t('legal.conditions'), shown: flags.conditions },
    { href: href('cookies'), label: t('legal.cookies'), shown: flags.cookies },
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
