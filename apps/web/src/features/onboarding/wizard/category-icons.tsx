import {
  type Icon,
  IconBriefcase,
  IconBuilding,
  IconBuildingFactory,
  IconChartLine,
  IconCoin,
  IconDeviceLaptop,
  IconHeadset,
  IconHeartHandshake,
  IconNews,
  IconPalette,
  IconPlane,
  IconPlant,
  IconScale,
  IconSchool,
  IconShoppingCart,
  IconSpeakerphone,
  IconStethoscope,
  IconTools,
  IconTruck,
  IconUsers,
} from '@tabler/icons-react';

/** The Tabler icon of each category's icon name (GET /v1/categories). */
const ICONS: Record<string, Icon> = {
  'device-laptop': IconDeviceLaptop,
  stethoscope: IconStethoscope,
  plant: IconPlant,
  'shopping-cart': IconShoppingCart,
  'building-factory': IconBuildingFactory,
  coin: IconCoin,
  school: IconSchool,
  briefcase: IconBriefcase,
  'chart-line': IconChartLine,
  speakerphone: IconSpeakerphone,
  truck: IconTruck,
  tools: IconTools,
  scale: IconScale,
  users: IconUsers,
  headset: IconHeadset,
  building: IconBuilding,
  plane: IconPlane,
  palette: IconPalette,
  news: IconNews,
  'heart-handshake': IconHeartHandshake,
};

export function CategoryIcon({ name }: { name: string }) {
  const Found = ICONS[name] ?? IconBriefcase;
  return <Found size={22} aria-hidden="true" />;
}
