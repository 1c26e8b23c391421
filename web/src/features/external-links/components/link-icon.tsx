import type { ComponentType } from 'react';
import type { LinkIcon as LinkIconName } from '../../../../../shared/schemas/external-links';
import {
  BgColorsOutlined,
  BookOutlined,
  CalendarOutlined,
  CameraOutlined,
  CarOutlined,
  CoffeeOutlined,
  CustomerServiceOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  MailOutlined,
  PhoneOutlined,
  ReadOutlined,
  SafetyOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '../../../components/icons';

/** The spec's 20 icon names drawn with the portal's own icon set, and their Dutch names for the picker. */
export const LINK_ICON_VIEWS: Record<LinkIconName, { Icon: ComponentType; label: string }> = {
  Globe: { Icon: GlobalOutlined, label: 'Wereldbol' },
  FileText: { Icon: FileTextOutlined, label: 'Document' },
  Users: { Icon: TeamOutlined, label: 'Mensen' },
  Mail: { Icon: MailOutlined, label: 'E-mail' },
  Phone: { Icon: PhoneOutlined, label: 'Telefoon' },
  Calendar: { Icon: CalendarOutlined, label: 'Kalender' },
  MapPin: { Icon: EnvironmentOutlined, label: 'Locatie' },
  Book: { Icon: BookOutlined, label: 'Boek' },
  Heart: { Icon: HeartOutlined, label: 'Hart' },
  Home: { Icon: HomeOutlined, label: 'Huis' },
  Briefcase: { Icon: SolutionOutlined, label: 'Werk' },
  Shield: { Icon: SafetyOutlined, label: 'Schild' },
  Camera: { Icon: CameraOutlined, label: 'Camera' },
  Coffee: { Icon: CoffeeOutlined, label: 'Koffie' },
  Car: { Icon: CarOutlined, label: 'Auto' },
  Gamepad2: { Icon: TrophyOutlined, label: 'Spel' },
  Music: { Icon: CustomerServiceOutlined, label: 'Muziek' },
  Palette: { Icon: BgColorsOutlined, label: 'Kleur' },
  GraduationCap: { Icon: ReadOutlined, label: 'Onderwijs' },
  ShoppingBag: { Icon: ShoppingOutlined, label: 'Winkelen' },
};

export function LinkIcon({ name }: { name: LinkIconName }) {
  const { Icon } = LINK_ICON_VIEWS[name];
  return <Icon />;
}
