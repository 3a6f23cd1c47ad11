/** Icons the content may name; server/icons.tsx maps each to a local SVG (lucide-react). */
export const iconNames = [
  'calculator',
  'file-chart',
  'receipt',
  'briefcase',
  'scale',
  'bar-chart',
  'cpu',
  'building',
  'globe',
  'shield',
  'award',
  'users',
  'target',
  'trending-up',
  'search',
  'rocket',
  'handshake',
  'clock',
  'piggy-bank',
  'map-pin',
  'landmark',
  'percent',
  'graduation-cap',
  'lightbulb',
] as const;

export type IconName = (typeof iconNames)[number];
