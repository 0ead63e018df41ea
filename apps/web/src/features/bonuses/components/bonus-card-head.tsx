import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';

/**
 * The head every bonus card shares (the active bonus, free spins, cashback): its mark, the kind as
 * the heading (`${id}-title`, which names the card's region), the bonus's name (`${id}-name`,
 * which its buttons point to) and one amount with its label; `children` go under the amount.
 */
export function BonusCardHead({
  id,
  icon,
  kind,
  name,
  headingLevel = 2,
  amountLabel,
  amount,
  children,
}: {
  id: string;
  icon: IconName;
  kind: string;
  name: string;
  headingLevel?: 2 | 3;
  amountLabel: string;
  amount: string;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="bonus-card__head">
      <span className="bonus-card__mark" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="bonus-card__heading">
        <Heading id={`${id}-title`} className="bonus-card__eyebrow">
          {kind}
        </Heading>
        <p id={`${id}-name`} className="bonus-card__name">
          {name}
        </p>
      </div>
      <p className="bonus-card__balance">
        <span className="bonus-card__balance-label">{amountLabel}</span>
        <strong className="bonus-card__balance-value">{amount}</strong>
        {children}
      </p>
    </div>
  );
}
