import type { HTMLAttributes } from 'react';
import { Icon } from '../../../components/ui/icon';

/** Heading levels of the VIP club's sections: 2 on its own page, 3 inside the profile area's section. */
export type SectionHeadingLevel = 2 | 3;

/** A heading at `level` in the page outline. */
export function Heading({ level, ...rest }: HTMLAttributes<HTMLHeadingElement> & { level: 2 | 3 | 4 }) {
  const Tag = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  return <Tag {...rest} />;
}

/** A level's crown in its tier's colour (the fifth level and every fifth after share one); decorative. */
export function LevelBadge({ index, size = 'md' }: { index: number; size?: 'md' | 'lg' }) {
  return (
    <span className={`vip-badge vip-badge--${size} vip-badge--tier-${(index % 5) + 1}`} aria-hidden="true">
      <Icon name="vip" size={size === 'lg' ? 30 : 22} />
    </span>
  );
}
