import { PathIcon } from '../../../components/ui/icon';

/** Stroke paths of the page's own 24×24 marks (the design system has no camera or upload icon). */
const paths = {
  camera:
    'M4 7.5h3l1.6-2.5h6.8L17 7.5h3a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H4A1.5 1.5 0 0 1 2.5 18V9A1.5 1.5 0 0 1 4 7.5ZM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  upload: 'M12 15.5V4M7.5 8.5 12 4l4.5 4.5M4.5 14.5v4a1.5 1.5 0 0 0 1.5 1.5h12a1.5 1.5 0 0 0 1.5-1.5v-4',
  file: 'M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8L14 3.5ZM14 3.5V8h4.5',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5',
} as const;

export type FeatureIconName = keyof typeof paths;

/** A decorative line mark drawn like the design system's icons; the surrounding control names it. */
export function FeatureIcon({ name, size = 20 }: { name: FeatureIconName; size?: number }) {
  return <PathIcon d={paths[name]} size={size} />;
}
