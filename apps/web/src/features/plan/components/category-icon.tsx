import type { CategoryAlias } from '@flexplan/domain/catalogue-types';
import {
  IconBabyCarriage,
  IconBarbell,
  IconBus,
  IconCar,
  IconHeartbeat,
  IconInfoCircle,
  IconPigMoney,
  IconSchool,
  IconShieldHeart,
  IconStethoscope,
  IconTicket,
  IconToolsKitchen2,
  type Icon,
} from '@tabler/icons-react';

/** One picture per category, used by the shell's product links and the plan tiles alike. */
const categoryIcons: Record<CategoryAlias, Icon> = {
  'health-insurance': IconStethoscope,
  food: IconToolsKitchen2,
  kindergarten: IconBabyCarriage,
  formation: IconSchool,
  transport: IconBus,
  'life-insurance': IconHeartbeat,
  'life-insurance-axa': IconShieldHeart,
  renting: IconCar,
  'saving-plan': IconPigMoney,
  gym: IconBarbell,
  lottery: IconTicket,
  informative: IconInfoCircle,
};

export function CategoryIcon({ alias, size = 24 }: { alias: CategoryAlias; size?: number }) {
  const CategoryGlyph = categoryIcons[alias] ?? IconInfoCircle;
  return <CategoryGlyph size={size} stroke={1.7} aria-hidden />;
}
