import type { ReferredFriend } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLocale } from '../../../lib/use-locale';
import {
  dateText,
  type FriendStage,
  friendProgress,
  friendStage,
  moneyText,
  refusalKey,
} from '../lib/referrals';

const badgeTones: Record<FriendStage, string> = {
  deposit: 'neutral',
  wager: 'progress',
  qualified: 'success',
  paid: 'success',
  refused: 'danger',
};

/** A friend's key in the list: the API gives no id, and one sign-up is one moment. */
const friendKey = (friend: ReferredFriend) => `${friend.joinedAt}|${friend.name ?? ''}`;

/**
 * The friends who signed up with the player's link: a table on wide screens, a card per friend on
 * narrow ones; each with when they joined, their status, their wagering towards the requirement and
 * the reward. `eligible`: the player has deposited (a qualified friend's reward waits for that).
 */
export function FriendsList({
  friends,
  eligible,
}: {
  friends: readonly ReferredFriend[];
  eligible: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="referrals-friends" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="referrals-friends__title">
        {t('referrals.friends.title')}
      </h3>
      {friends.length === 0 ? (
        <EmptyState
          headingLevel={4}
          icon="user"
          title={t('referrals.friends.emptyTitle')}
          description={t('referrals.friends.emptyText')}
        />
      ) : (
        <>
          <div className={`${dataTable.wrap} referrals-table`}>
            <table className={dataTable.table}>
              <caption className="visually-hidden">{t('referrals.friends.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('referrals.friends.name')}</th>
                  <th scope="col">{t('referrals.friends.joined')}</th>
                  <th scope="col">{t('referrals.friends.status')}</th>
                  <th scope="col">{t('referrals.friends.progress')}</th>
                  <th scope="col" className={dataTable.numeric}>
                    {t('referrals.friends.reward')}
                  </th>
                  <th scope="col">{t('referrals.friends.paidAt')}</th>
                </tr>
              </thead>
              <tbody>
                {friends.map((friend) => (
                  <FriendRow key={friendKey(friend)} friend={friend} eligible={eligible} />
                ))}
              </tbody>
            </table>
          </div>
          <ul className="referrals-cards">
            {friends.map((friend) => (
              <FriendCard key={friendKey(friend)} friend={friend} eligible={eligible} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** What a friend's row and card show, written out once. */
function useFriendTexts(friend: ReferredFriend, eligible: boolean) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stage = friendStage(friend);
  const wagered = moneyText(friend.wagered, locale);
  const required = moneyText(friend.required, locale);
  const note =
    stage === 'refused'
      ? t(refusalKey(friend.refusal))
      : stage === 'deposit'
        ? t('referrals.note.deposit')
        : stage === 'qualified'
          ? eligible
            ? t('referrals.note.qualified')
            : t('referrals.note.qualifiedDeposit')
          : null;
  return {
    stage,
    name: friend.name ?? t('referrals.friends.hidden'),
    joined: dateText(friend.joinedAt, locale),
    badge: t(`referrals.status.${stage}`),
    note,
    percent: friendProgress(friend),
    progressText: wagered && required ? t('referrals.friends.wageredOf', { wagered, required }) : null,
    reward: moneyText(friend.reward, locale),
    paidAt: friend.paidAt ? dateText(friend.paidAt, locale) : null,
  };
}

type FriendTexts = ReturnType<typeof useFriendTexts>;

function StatusBadge({ texts }: { texts: FriendTexts }) {
  return (
    <span className={`referrals-badge referrals-badge--${badgeTones[texts.stage]}`} data-status={texts.stage}>
      {texts.badge}
    </span>
  );
}

/** A friend's wagering as a bar with "€5.00 of €20.00" under it; nothing to show for a refused friend. */
function Progress({ texts }: { texts: FriendTexts }) {
  const { t } = useTranslation();
  if (texts.percent === null) return <span className="referrals-muted">—</span>;
  return (
    <div className="referrals-progress">
      <div
        className="referrals-progress__track"
        role="progressbar"
        aria-label={t('referrals.friends.progressOf', { name: texts.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={texts.percent}
        aria-valuetext={texts.progressText ?? `${texts.percent}%`}
      >
        <span className="referrals-progress__fill" style={{ width: `${texts.percent}%` }} />
      </div>
      {texts.progressText ? <span className="referrals-progress__text">{texts.progressText}</span> : null}
    </div>
  );
}

function FriendRow({ friend, eligible }: { friend: ReferredFriend; eligible: boolean }) {
  const texts = useFriendTexts(friend, eligible);
  return (
    <tr data-testid="referral-friend">
      <td className={friend.name ? 'referrals-name' : 'referrals-name referrals-name--hidden'}>
        {texts.name}
      </td>
      <td>{texts.joined}</td>
      <td className="referrals-status">
        <StatusBadge texts={texts} />
        {texts.note ? <span className="referrals-note">{texts.note}</span> : null}
      </td>
      <td>
        <Progress texts={texts} />
      </td>
      <td className={`${dataTable.numeric} referrals-reward--${texts.stage}`}>{texts.reward ?? '—'}</td>
      <td>{texts.paidAt ?? '—'}</td>
    </tr>
  );
}

function FriendCard({ friend, eligible }: { friend: ReferredFriend; eligible: boolean }) {
  const { t } = useTranslation();
  const texts = useFriendTexts(friend, eligible);
  return (
    <li className="referrals-friend-card" data-testid="referral-friend-card">
      <div className="referrals-friend-card__head">
        <span className={friend.name ? 'referrals-name' : 'referrals-name referrals-name--hidden'}>
          {texts.name}
        </span>
        <StatusBadge texts={texts} />
      </div>
      {texts.note ? <p className="referrals-note">{texts.note}</p> : null}
      {texts.percent === null ? null : <Progress texts={texts} />}
      <dl className="referrals-friend-card__facts">
        <div>
          <dt>{t('referrals.friends.joined')}</dt>
          <dd>{texts.joined}</dd>
        </div>
        <div>
          <dt>{t('referrals.friends.reward')}</dt>
          <dd className={`referrals-reward--${texts.stage}`}>{texts.reward ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('referrals.friends.paidAt')}</dt>
          <dd>{texts.paidAt ?? '—'}</dd>
        </div>
      </dl>
    </li>
  );
}
