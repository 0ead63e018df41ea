import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocale } from '../../../lib/use-locale';
import { type LoginAttempt, useLoginHistory } from '../api/get-login-history';
import { countryName, formatDateTime } from '../lib/format';

const pageSize = 10;

// attempts have no id; their time (to the millisecond), address and result tell them apart
const loginKey = (login: LoginAttempt) => `${login.createdAt}|${login.ip}|${login.succeeded}`;

function ResultBadge({ succeeded }: { succeeded: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`profile-badge profile-badge--${succeeded ? 'success' : 'danger'}`}>
      {succeeded ? t('profile.security.loginSucceeded') : t('profile.security.loginFailed')}
    </span>
  );
}

/**
 * Recent sign-ins with date, IP, country and result: a table on wider screens, cards on phones
 * (each its own markup, so both keep their semantics; CSS shows one).
 */
export function LoginHistory() {
  const { t } = useTranslation();
  const locale = useLocale();
  const history = useLoginHistory();
  const [shown, setShown] = useState(pageSize);

  const logins = history.data ?? [];
  const visible = logins.slice(0, shown);
  const place = (code: string | null) => {
    const name = countryName(code, locale);
    return name ?? t('profile.security.unknownCountry');
  };

  return (
    <section className="profile-card" aria-labelledby="profile-logins-title">
      <div className="profile-card__head">
        <h3 className="profile-card__title" id="profile-logins-title">
          {t('profile.security.historyTitle')}
        </h3>
        <p className="profile-card__text">{t('profile.security.historyIntro')}</p>
      </div>
      {history.isPending ? (
        <div aria-hidden="true" className="profile-history__skeleton">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height="2.25rem" />
          ))}
        </div>
      ) : null}
      {history.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void history.refetch()}>
              {t('profile.actions.retry')}
            </Button>
          }
        >
          {t('profile.security.historyError')}
        </Alert>
      ) : null}
      {history.isSuccess && logins.length === 0 ? (
        <p className="profile-card__text">{t('profile.security.historyEmpty')}</p>
      ) : null}
      {history.isSuccess && logins.length > 0 ? (
        <>
          <div className="profile-history__table-wrap">
            <table className="profile-history__table">
              <caption className="visually-hidden">{t('profile.security.historyTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('profile.security.columns.date')}</th>
                  <th scope="col">{t('profile.security.columns.ip')}</th>
                  <th scope="col">{t('profile.security.columns.country')}</th>
                  <th scope="col">{t('profile.security.columns.result')}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((login) => (
                  <tr key={loginKey(login)}>
                    <td>
                      <time dateTime={login.createdAt}>{formatDateTime(login.createdAt, locale)}</time>
                    </td>
                    <td className="profile-history__ip">{login.ip ?? '—'}</td>
                    <td>{place(login.country)}</td>
                    <td>
                      <ResultBadge succeeded={login.succeeded} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="profile-history__cards">
            {visible.map((login) => (
              <li key={loginKey(login)} className="profile-history__card">
                <div className="profile-history__card-head">
                  <time dateTime={login.createdAt}>{formatDateTime(login.createdAt, locale)}</time>
                  <ResultBadge succeeded={login.succeeded} />
                </div>
                <dl className="profile-history__card-facts">
                  <div>
                    <dt>{t('profile.security.columns.ip')}</dt>
                    <dd className="profile-history__ip">{login.ip ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('profile.security.columns.country')}</dt>
                    <dd>{place(login.country)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
          {logins.length > shown ? (
            <div className="profile-history__more">
              <Button variant="secondary" size="sm" onClick={() => setShown((count) => count + pageSize)}>
                {t('profile.security.showMore')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
