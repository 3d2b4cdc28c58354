import type { HomeCounters } from '@flexplan/domain/home/home-counters';
import { Paper, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconClockHour4, IconFileCheck, IconSignature, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

interface Tile {
  key: keyof HomeCounters;
  labelKey: string;
  icon: Icon;
  color: string;
}

const tiles: Tile[] = [
  { key: 'signed', labelKey: 'home.counters.signed', icon: IconFileCheck, color: 'teal' },
  { key: 'pendingSignature', labelKey: 'home.counters.pendingSignature', icon: IconSignature, color: 'orange' },
  { key: 'pendingProducts', labelKey: 'home.counters.pendingProducts', icon: IconClockHour4, color: 'blue' },
];

/** The stats tiles (docs/product/employee-portal.md §1): signed contracts, contracts pending signature, pending products. */
export function StatsTiles({ counters, year }: { counters: HomeCounters; year: number }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.counters.label', { year })}>
      <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tiles.map(({ key, labelKey, icon: TileIcon, color }) => (
          <Paper key={key} component="li" withBorder radius="md" p={{ base: 'xs', sm: 'md' }} className={classes.counter}>
            <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden visibleFrom="sm">
              <TileIcon size={26} stroke={1.7} />
            </ThemeIcon>
            <div>
              <Text className={classes.counterValue} data-testid={`home-counter-${key}`}>
                {counters[key]}
              </Text>
              <Text c="dimmed" mt={4} className={classes.counterLabel}>
                {t(labelKey)}
              </Text>
            </div>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
