import type { AdminDocument } from '@casino/contracts/verification';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ErrorState, LoadingState } from '../../components/states.tsx';
import { documentKindLabels, fileSizeText, playerText } from '../../lib/kyc.ts';
import { useDocumentFile } from './use-document-file.ts';
import { type Rotation, turn, viewerBox, type ZoomMode } from './viewer-geometry.ts';

/** The tallest the viewer gets: most of the window, so the decision stays a scroll away. */
const roomHeight = () => Math.max(280, Math.min(900, Math.round(window.innerHeight * 0.7)));

/** The document's file: an image with zoom and rotation, or a PDF to open in the browser's viewer. */
export function DocumentViewer({ document }: { document: AdminDocument }) {
  const { query, url } = useDocumentFile(document.id);
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        title="The file could not be loaded"
      />
    );
  if (!url) return <LoadingState label="Loading the file…" />;
  if (document.mimeType === 'application/pdf') return <PdfFile document={document} url={url} />;
  return (
    <ImageFile
      url={url}
      alt={`${documentKindLabels[document.kind]} sent by ${playerText(document.player)}`}
    />
  );
}

/**
 * A PDF opens in a new tab: the back-office's content policy does not let a page frame blob: URLs,
 * and the browser's own viewer does a PDF's pages and zoom better than a frame would.
 */
function PdfFile({ document, url }: { document: AdminDocument; url: string }) {
  return (
    <div className="viewer-pdf">
      <svg className="viewer-pdf-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 2h8l6 6v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm7 1.5V9h5.5zM8 13v1.5h8V13zm0 3v1.5h8V16z" />
      </svg>
      <p>
        <strong>PDF document</strong> <span className="muted">· {fileSizeText(document.size)}</span>
      </p>
      <p className="muted small">It opens in a new tab, in the browser’s PDF viewer.</p>
      <div className="button-row">
        <a className="button button-primary" href={url} target="_blank" rel="noopener">
          Open PDF
        </a>
        <a className="button button-secondary" href={url} download={document.fileName}>
          Download
        </a>
      </div>
    </div>
  );
}

function ImageFile({ url, alt }: { url: string; alt: string }) {
  const [mode, setMode] = useState<ZoomMode>('fit');
  const [rotation, setRotation] = useState<Rotation>(0);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [broken, setBroken] = useState(false);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  const stage = useRef<HTMLDivElement>(null);
  const statusId = useId();

  // the viewer's room follows its column's width and the window's height
  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setRoom({ width: element.clientWidth, height: roomHeight() });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  const box = natural
    ? viewerBox({ ...natural, rotation, mode, maxWidth: room.width, maxHeight: room.height })
    : null;
  // at 100% a large image is bigger than the viewer: it scrolls, by keyboard too
  const scrolls = box !== null && (box.frameWidth > room.width || box.frameHeight > room.height);

  if (broken)
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">The image could not be shown</p>
        <p className="state-text">
          The file may be damaged. Ask the player for a new one if it cannot be read.
        </p>
      </div>
    );

  return (
    <div className="viewer">
      <div className="viewer-toolbar">
        <fieldset className="segmented viewer-zoom" aria-describedby={statusId}>
          <legend className="visually-hidden">Zoom</legend>
          {(['fit', 'actual'] as const).map((option) => (
            <label key={option} className={`segment${option === mode ? ' segment-selected' : ''}`}>
              <input
                type="radio"
                name="viewer-zoom"
                value={option}
                checked={option === mode}
                onChange={() => setMode(option)}
                className="visually-hidden"
              />
              {option === 'fit' ? 'Fit' : '100%'}
            </label>
          ))}
        </fieldset>
        <div className="button-row">
          <Button size="sm" onClick={() => setRotation((current) => turn(current, -1))}>
            <span aria-hidden="true">↺ </span>Rotate left
          </Button>
          <Button size="sm" onClick={() => setRotation((current) => turn(current, 1))}>
            <span aria-hidden="true">↻ </span>Rotate right
          </Button>
        </div>
        <p id={statusId} className="muted small viewer-status" aria-live="polite">
          {box ? `${Math.round(box.scale * 100)}%${rotation ? `, turned ${rotation}°` : ''}` : null}
        </p>
      </div>
      <div
        ref={stage}
        className="viewer-stage"
        style={{ maxHeight: room.height || undefined }}
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${alt}: scroll to see all of it` } : {})}
      >
        <div
          className="viewer-frame"
          style={box ? { width: box.frameWidth, height: box.frameHeight } : { height: 240 }}
        >
          <img
            src={url}
            alt={alt}
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            onError={() => setBroken(true)}
            style={
              box
                ? {
                    width: box.imageWidth,
                    height: box.imageHeight,
                    transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                  }
                : { visibility: 'hidden' }
            }
          />
        </div>
      </div>
    </div>
  );
}
