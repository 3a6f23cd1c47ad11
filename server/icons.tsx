import {
  Award,
  Briefcase,
  Building2,
  Calculator,
  ChartColumn,
  Clock,
  Cpu,
  FileChartColumn,
  Globe,
  GraduationCap,
  Handshake,
  Landmark,
  Lightbulb,
  type LucideIcon,
  MapPin,
  Percent,
  PiggyBank,
  Receipt,
  Rocket,
  Scale,
  Search,
  Shield,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import { type IconName } from '#shared/icon-names.ts';

const icons: Record<IconName, LucideIcon> = {
  calculator: Calculator,
  'file-chart': FileChartColumn,
  receipt: Receipt,
  briefcase: Briefcase,
  scale: Scale,
  'bar-chart': ChartColumn,
  cpu: Cpu,
  building: Building2,
  globe: Globe,
  shield: Shield,
  award: Award,
  users: Users,
  target: Target,
  'trending-up': TrendingUp,
  search: Search,
  rocket: Rocket,
  handshake: Handshake,
  clock: Clock,
  'piggy-bank': PiggyBank,
  'map-pin': MapPin,
  landmark: Landmark,
  percent: Percent,
  'graduation-cap': GraduationCap,
  lightbulb: Lightbulb,
};

/** A decorative icon named by the content (its meaning is always in the text beside it). */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  const Component = icons[name];
  return <Component aria-hidden="true" size={size} />;
}
