import { KycDocumentsTable } from '../../components/kyc-documents-table.tsx';
import { Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePlayerDocuments } from '../../lib/use-player-documents.ts';

/** The player's verification documents, newest first, each opening its review page (kyc.review only). */
export function DocumentsSection({ playerId }: { playerId: number }) {
  const { can } = useIdentity();
  if (!can('kyc.review')) return null;
  return <PlayerDocuments playerId={playerId} />;
}

function PlayerDocuments({ playerId }: { playerId: number }) {
  const { query, documents } = usePlayerDocuments(playerId);
  return (
    <Section title="Documents">
      {documents ? (
        documents.length === 0 ? (
          <EmptyState title="No documents yet">
            Identity, selfie, address and card proofs the player sends for verification show here.
          </EmptyState>
        ) : (
          <KycDocumentsTable documents={documents} caption="The player’s documents, newest first" />
        )
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The documents could not be loaded"
        />
      ) : (
        <LoadingState label="Loading the documents…" />
      )}
    </Section>
  );
}
