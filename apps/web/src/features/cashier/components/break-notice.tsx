import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { activeBreak, type UserLimitLike } from '../../../lib/auth';
import { PageLink } from '../../../lib/page-link';
import { useLocale } from '../../../lib/use-locale';

/**
 * Instead of the deposit form while the player is on a break (cooling off, self-exclusion): the
 * server refuses deposits until it ends, withdrawals stay open (spec §4).
 */
export function BreakNotice({ limit, headingLevel }: { limit: UserLimitLike | null; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const running = limit ? activeBreak(limit, new Date()) : null;
  const text = !running
    ? t('cashier.break.unknown')
    : running.until === null
      ? t('cashier.break.permanent')
      : t('cashier.break.until', {
          end: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
            running.until,
          ),
        });
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon="lock"
      title={t('cashier.break.title')}
      description={text}
      className="cashier-break"
      actions={
        <>
          <PageLink to="withdraw" className={buttonClassName('primary', 'md')}>
            {t('cashier.break.withdraw')}
          </PageLink>
          <PageLink to="profile2Limits" className={buttonClassName('secondary', 'md')}>
            {t('cashier.break.limits')}
          </PageLink>
        </>
      }
    />
  );
}
