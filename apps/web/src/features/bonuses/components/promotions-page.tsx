import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { DocumentTitle } from '../../../lib/document-title';
import { useSettings } from '../../../lib/settings';
import { useLocale } from '../../../lib/use-locale';
import { cashbackQueryOptions } from '../api/cashback';
import { useDepositBonuses } from '../api/get-deposit-bonuses';
import type { PromotionsAudience } from '../api/get-promotions';
import { usePromotions } from '../api/get-promotions';
import { usePromotionsAudience } from '../hooks/use-promotions-audience';
import { promotionCurrency, promotionState } from '../lib/promotion';
import { PromotionCard } from './promotion-card';
import './promotions.css';

/**
 * /promotions (spec §2): the promotions the server shows this visitor (their country, language,
 * currency and day in their time zone), 24 at a time, each card with the button its state allows.
 * /freemoney is the same page for the promotions that need no deposit.
 */
export function PromotionsPage({ kind = 'promotions' }: { kind?: 'promotions' | 'freemoney' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = useSettings();
  const { audience: visitor, ready, player, signedIn } = usePromotionsAudience();
  const deposits = useDepositBonuses(player?.getUser.uniqueId);
  const audience = useMemo<PromotionsAudience>(
    () => ({ ...visitor, isDeposit: kind === 'freemoney' ? 'false' : undefined }),
    [visitor, kind],
  );
  const promotions = usePromotions(audience, ready);
  const rows = promotions.data?.pages.flatMap((page) => page.rows) ?? [];
  const title = t(kind === 'freemoney' ? 'shell.nav.freeMoney' : 'shell.nav.promotions');
  // a running cashback is held beside the money bonus: its card shows it as active too
  const cashback = useQuery({ ...cashbackQueryOptions, enabled: signedIn && player !== undefined });
  const activeOfferKey = player?.activeBonus?.offerKey ?? null;
  const cashbackOfferKey = cashback.data?.offerKey ?? null;
  const depositOfferKeys = deposits.data?.offers.map((offer) => offer.key) ?? [];

  return (
    <div className="page">
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        icon={kind === 'freemoney' ? 'coins' : 'promotions'}
        description={t(kind === 'freemoney' ? 'promotions.freeMoney.description' : 'promotions.description')}
      />
      {promotions.isError ? (
        <EmptyState
          tone="danger"
          icon="alert"
          title={t('promotions.failed')}
          actions={
            <Button variant="secondary" onClick={() => void promotions.refetch()}>
              {t('promotions.retry')}
            </Button>
          }
        />
      ) : !promotions.data ? (
        <div className="promo-grid" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('promotions.loading')}
          </p>
          {[0, 1, 2].map((key) => (
            <div key={key} className="promo-card promo-card--skeleton">
              <Skeleton variant="block" height="7rem" />
              <div className="promo-card__body">
                <Skeleton width="60%" />
                <Skeleton width="90%" />
                <Skeleton width="75%" />
              </div>
            </div>
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={kind === 'freemoney' ? 'coins' : 'promotions'}
          title={t(kind === 'freemoney' ? 'promotions.freeMoney.empty' : 'promotions.empty.title')}
          description={t('promotions.empty.text')}
        />
      ) : (
        <>
          <div className="promo-grid">
            {rows.map((promotion) => {
              const currencyCode = promotionCurrency(promotion, [
                player?.userWallet.currencyCode,
                settings.defaultCurrency,
              ]);
              return (
                <PromotionCard
                  key={promotion.id}
                  promotion={promotion}
                  currencyCode={currencyCode}
                  exponent={
                    currencyCode && currencyCode === player?.userWallet.currencyCode
                      ? player.userWallet.exponent
                      : undefined
                  }
                  state={promotionState(promotion, {
                    signedIn,
                    activeOfferKey,
                    cashbackOfferKey,
                    depositOfferKeys,
                  })}
                  locale={locale}
                />
              );
            })}
          </div>
          {promotions.hasNextPage ? (
            <div className="promo-more">
              <Button
                variant="secondary"
                onClick={() => void promotions.fetchNextPage()}
                disabled={promotions.isFetchingNextPage}
              >
                {promotions.isFetchingNextPage ? t('promotions.loadingMore') : t('promotions.more')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
