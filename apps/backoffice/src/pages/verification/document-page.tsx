import type { AdminDocument, DocumentKind } from '@casino/contracts/verification';
import { useOne } from '@refinedev/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { KycDocumentsTable } from '../../components/kyc-documents-table.tsx';
import { Details, Section } from '../../components/section.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/states.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { statusOf } from '../../lib/api-client.ts';
import {
  ageText,
  documentKindLabels,
  documentSourceLabels,
  documentStatusBadges,
  fileSizeText,
  playerText,
  statedFacts,
} from '../../lib/kyc.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useIdentity } from '../../lib/use-identity.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { usePlayerDocuments } from '../../lib/use-player-documents.ts';
import { DecisionCard } from './document-decision.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { BackToQueue, isDocumentKind, useNow } from './verification-shared.tsx';
import './verification.css';

/** /verification/:id — one document: its file, the decision, its details and the player's other documents. */
export function DocumentPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const requestedKind = params.get('kind');
  const kind = isDocumentKind(requestedKind) ? requestedKind : null;
  // keyed by id: the next document starts with a fresh viewer and decision
  return <DocumentView key={id} id={id} kind={kind} />;
}

function DocumentNotFound({ kind }: { kind: DocumentKind | null }) {
  usePageTitle('Document not found');
  return (
    <section className="page">
      <BackToQueue kind={kind} />
      <h1>Document not found</h1>
      <EmptyState title="There is no document with this ID.">
        <Link to="/verification">Open the verification queue</Link>
      </EmptyState>
    </section>
  );
}

function DocumentView({ id, kind }: { id: string; kind: DocumentKind | null }) {
  const { query, result: document } = useOne<AdminDocument>({
    resource: 'verification/documents',
    id,
    // the app's own key: a decision writes its answer here rather than reading the document again
    queryOptions: { queryKey: queryKeys.kycDocument(id), enabled: id !== '' },
  });
  const now = useNow();
  const title = document ? documentKindLabels[document.kind] : 'Document';
  usePageTitle(document ? `${title} · ${playerText(document.player)}` : title);

  if (!document) {
    if (id === '' || statusOf(query.error) === 404) return <DocumentNotFound kind={kind} />;
    return (
      <section className="page">
        <BackToQueue kind={kind} />
        {query.isError ? (
          <>
            <h1>Document</h1>
            <ErrorState
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
              title="The document could not be loaded"
            />
          </>
        ) : (
          <LoadingState label="Loading the document…" />
        )}
      </section>
    );
  }

  const badge = documentStatusBadges[document.status];

  return (
    <section className="page" aria-labelledby="document-title">
      <BackToQueue kind={kind} />
      <header className="page-header">
        <div>
          <h1 id="document-title">
            {title}
            <span className={`badge badge-${badge.tone} title-badge`}>{badge.word}</span>
          </h1>
          <p className="page-subtitle">
            {playerText(document.player)} · sent {ageText(document.createdAt, now)} ·{' '}
            {document.source === 'camera' ? 'captured with the camera' : 'uploaded as a file'}
          </p>
        </div>
      </header>
      <div className="kyc-review">
        <Section title="File" className="kyc-file">
          <DocumentViewer document={document} />
        </Section>
        <div className="stack">
          <DecisionCard document={document} kind={kind} />
          <DocumentDetails document={document} />
        </div>
      </div>
      <OtherDocuments document={document} />
    </section>
  );
}

function DocumentDetails({ document }: { document: AdminDocument }) {
  const { can } = useIdentity();
  const { player } = document;
  const name = playerText(player);
  return (
    <Section title="Details">
      <Details
        items={[
          {
            label: 'Player',
            value: (
              <span className="cell-stack">
                {can('players.read') ? (
                  <Link className="cell-link" to={`/players/${encodeURIComponent(player.id)}`}>
                    {name}
                  </Link>
                ) : (
                  <span>{name}</span>
                )}
                {player.email && player.email !== name ? (
                  <span className="muted small">{player.email}</span>
                ) : null}
                <code className="muted small">{player.uniqueId}</code>
              </span>
            ),
          },
          { label: 'Player’s verification', value: <StatusBadge status={player.kycStatus} /> },
          ...statedFacts(document.details).map((fact) => ({
            label: `${fact.label} (as stated)`,
            value: fact.value,
          })),
          { label: 'Source', value: documentSourceLabels[document.source] },
          {
            label: 'File',
            value: `${document.mimeType === 'application/pdf' ? 'PDF' : document.mimeType.replace('image/', '').toUpperCase()} · ${fileSizeText(document.size)}`,
          },
          { label: 'Sent', value: <DateTime value={document.createdAt} /> },
          {
            label: 'Decided',
            value: document.reviewedAt ? (
              <span className="cell-stack">
                <DateTime value={document.reviewedAt} />
                {document.reviewedBy ? <span className="muted small">by {document.reviewedBy}</span> : null}
              </span>
            ) : null,
          },
          ...(document.reason ? [{ label: 'Told the player', value: document.reason }] : []),
        ]}
      />
    </Section>
  );
}

/** The player's documents, newest first, this one marked: what else they sent, and how it went. */
function OtherDocuments({ document }: { document: AdminDocument }) {
  const { query, documents } = usePlayerDocuments(document.player.id);
  return (
    <Section title="The player’s documents">
      {documents ? (
        documents.some((other) => other.id !== document.id) ? (
          <KycDocumentsTable
            documents={documents}
            currentId={document.id}
            caption="The player’s documents, newest first"
          />
        ) : (
          <EmptyState title="This is the only document the player has sent" />
        )
      ) : query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          title="The player’s documents could not be loaded"
        />
      ) : (
        <LoadingState label="Loading the player’s documents…" />
      )}
    </Section>
  );
}
