import { Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CompanyLogoProps {
  name: string;
  /** The company's logo, or the legal entity's when the user belongs to one with its own. */
  logo: string | null;
  height?: number;
  /** Caps a wide logo in tight bars. */
  maxWidth?: number;
  /** Colour of the name when there is no logo to show. */
  c?: string;
}

export function CompanyLogo({ name, logo, height = 48, maxWidth, c }: CompanyLogoProps) {
  const { t } = useTranslation();
  if (!logo) {
    return (
      <Text data-testid="company-logo" fw={700} fz="lg" c={c} lh={1.2} maw={maxWidth} truncate>
        {name}
      </Text>
    );
  }
  return <Image data-testid="company-logo" src={logo} alt={t('common.logoAlt', { name })} h={height} w="auto" maw={maxWidth ?? '100%'} fit="contain" />;
}
