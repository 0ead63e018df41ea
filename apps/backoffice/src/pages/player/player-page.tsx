import type { PlayerDetail } from '@casino/contracts/backoffice';
import { useOne } from '@refinedev/core';
import { Link, useParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccountStatusSection } from './account-status-section.tsx';
import { BalancesSection } from './balances-section.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { BonusesSection, PaymentsSection, SignInsSection } from './history-sections.tsx';
import { LedgerSection } from './ledger-section.tsx';
import { LoyaltySection } from './loyalty-section.tsx';
import { NotesSection } from './notes-section.tsx';
import { usePatchPlayer } from './player-cache.ts';
import { PlayerMarkersSection } from './player-markers-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { RakebackSection } from './rakeback-section.tsx';
import { ResponsibleGamingSection } from './responsible-gaming-section.tsx';
import { RoundsSection } from './rounds-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TagsSection } from './tags-section.tsx';

export function PlayerPage() {
  const { id: rawId = '' } = useParams();
  const id = /^\d+$/.test(rawId) ? Number(rawId) : null;
  if (id === null) return <PlayerNotFound />;
  // keyed by id: another player's page starts with fresh tables and forms
  return <PlayerView key={id} id={id} />;
}

function PlayerNotFound() {
  usePageTitle('Player not found');
  return (
    <section className="page">
      <BackLink />
      <h1>Player not found</h1>
      <EmptyState title="There is no player with this ID.">
        <Link to="/players">Search the players</Link>
      </EmptyState>
    </section>
  );
}

function BackLink() {
  return (
    <p className="back-link">
      <Link to="/players">← Players</Link>
    </p>
  );
}

function PlayerView({ id }: { id: number }) {
  const { query, result: player } = useOne<PlayerDetail>({
    resource: 'players',
    id,
    // the app's own key: mutations patch this entry (usePatchPlayer) rather than read it again
    queryOptions: { queryKey: queryKeys.player(id) },
  });
  const patch = usePatchPlayer(id);
  const title = player ? (player.email ?? player.uniqueId) : null;
  usePageTitle(title ?? 'Player');

  if (!player) {
    if (query.isError) {
      if (statusOf(query.error) === 404) return <PlayerNotFound />;
      return (
        <section className="page">
          <BackLink />
          <h1>Player</h1>
          <ErrorState error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        </section>
      );
    }
    return (
      <section className="page">
        <BackLink />
        <LoadingState label="Loading the player…" />
      </section>
    );
  }

  const refresh = () => void query.refetch();

  return (
    <section className="page" aria-labelledby="player-title">
      <BackLink />
      <header className="page-header">
        <div>
          <h1 id="player-title">
            {title}
            {player.blocked ? <span className="badge badge-bad title-badge">Blocked</span> : null}
          </h1>
          <p className="page-subtitle">
            <code>{player.uniqueId}</code> · ID {player.id} · {player.currencyCode}
            {query.isFetching ? (
              <span className="page-status" role="status">
                {' '}
                Updating…
              </span>
            ) : null}
          </p>
        </div>
      </header>
      <div className="player-grid">
        <div className="stack">
          <ProfileSection player={player} />
          <TagsSection player={player} patch={patch} />
        </div>
        <div className="stack">
          <AccountStatusSection player={player} onChanged={refresh} />
          <BalancesSection player={player} />
          <ResponsibleGamingSection player={player} patch={patch} />
          <PlayerMarkersSection playerId={player.id} />
        </div>
      </div>
      <DocumentsSection playerId={player.id} />
      <SessionsSection player={player} patch={patch} />
      <SignInsSection player={player} />
      <PaymentsSection player={player} />
      <BonusesSection player={player} onChanged={refresh} />
      <LoyaltySection playerId={player.id} />
      <RakebackSection playerId={player.id} />
      <NotesSection player={player} patch={patch} />
      <LedgerSection playerId={player.id} />
      <RoundsSection playerId={player.id} />
    </section>
  );
}
