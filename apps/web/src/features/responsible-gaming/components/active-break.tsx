import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { ActiveBreak } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';
import { formatBreakEnd } from '../lib/format';

const titles: Record<ActiveBreak['kind'], string> = {
  coolingOff: 'responsibleGaming.active.coolingOffTitle',
  selfExclusion: 'responsibleGaming.active.selfExclusionTitle',
  freeze: 'responsibleGaming.active.freezeTitle',
};

/**
 * The running break instead of the forms (spec §2 "active-state views"): what runs, until when,
 * that it cannot be ended early, and the way to the player's money.
 */
export function ActiveBreakView({
  activeBreak,
  focusOnShow = false,
  note,
}: {
  activeBreak: ActiveBreak;
  /** Takes focus when it appears (right after the player started the break). */
  focusOnShow?: boolean;
  /** A line for the page it is on (e.g. why the freeze form is not shown). */
  note?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (focusOnShow) headingRef.current?.focus();
  }, [focusOnShow]);
  const { kind, until } = activeBreak;

  return (
    <section className="rg-card rg-active" aria-labelledby={titleId}>
      <div className="rg-active__head">
        <span className="rg-active__mark" aria-hidden="true">
          <Icon name={kind === 'freeze' ? 'freeze' : 'lock'} size={26} />
        </span>
        <div className="rg-active__heading">
          <h3 id={titleId} ref={headingRef} tabIndex={-1} className="rg-card__title">
            {t(titles[kind])}
          </h3>
          <p className="rg-active__until">
            {until ? (
              <>
                {t('responsibleGaming.active.until')}{' '}
                <strong>
                  <time dateTime={until.toISOString()}>{formatBreakEnd(until, locale)}</time>
                </strong>
              </>
            ) : (
              <strong>{t('responsibleGaming.active.permanently')}</strong>
            )}
          </p>
        </div>
      </div>
      <ul className="rg-active__facts">
        <li>
          <Icon name="lock" size={16} className="rg-active__fact-icon" />
          <span>
            {until ? t('responsibleGaming.active.noEarlyEnd') : t('responsibleGaming.active.permanentNote')}
          </span>
        </li>
        <li>
          <Icon name="gamepad" size={16} className="rg-active__fact-icon" />
          <span>
            {until ? t('responsibleGaming.active.closed') : t('responsibleGaming.active.closedPermanent')}
          </span>
        </li>
        <li>
          <Icon name="wallet" size={16} className="rg-active__fact-icon" />
          <span>{t('responsibleGaming.active.withdrawOpen')}</span>
        </li>
      </ul>
      {note ? <p className="rg-card__text">{note}</p> : null}
      <div className="rg-form__actions">
        <PageLink to="withdraw" className={buttonClassName('primary', 'md')}>
          <Icon name="withdraw" size={18} />
          <span>{t('responsibleGaming.active.withdraw')}</span>
        </PageLink>
      </div>
    </section>
  );
}
