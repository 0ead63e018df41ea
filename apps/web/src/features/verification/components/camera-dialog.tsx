import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useUploadDocument } from '../api/upload-document';
import { useObjectUrl } from '../hooks/use-object-url';
import {
  type CameraKind,
  type CameraProblem,
  cameraConstraints,
  cameraProblemOf,
  canUseCamera,
  countFaces,
  createFaceDetector,
  type FaceCheck,
  type FaceDetectorLike,
  faceCheckOf,
  faceCheckPasses,
  photoQuality,
  photoTooLarge,
} from '../lib/camera';
import { describeUploadError, type UploadErrorView } from '../lib/documents';
import { FeatureIcon } from './feature-icons';
import { UploadProgress } from './upload-progress';

export type CameraDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: CameraKind;
};

/** Where the capture is: the camera starting or live, a photo being checked or shown, or sent. */
type Phase = 'starting' | 'live' | 'checking' | 'captured' | 'uploading';

const stopStream = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The camera capture of an identity document (the camera facing away) or a selfie (the one facing
 * the player), in a dialog: a live preview, Capture, then Retake or Use photo, which sends the photo
 * as `<kind>.jpg` with source `camera`. A selfie must show exactly one face where the browser can
 * detect faces; elsewhere the player is told and basic capture continues. The camera is released
 * as soon as the dialog closes.
 */
export function CameraDialog({ open, onOpenChange, kind }: CameraDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      name={`kyc-camera-${kind}`}
      size="lg"
      disableBackdropClose
      className="kyc-camera-modal"
      title={t(`verification.camera.${kind}.title`)}
      description={t(`verification.camera.${kind}.text`)}
    >
      <CameraCapture open={open} kind={kind} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function CameraCapture({ open, kind, onClose }: { open: boolean; kind: CameraKind; onClose: () => void }) {
  const { t } = useTranslation();
  const upload = useUploadDocument();
  const [attempt, setAttempt] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // Capture waits for the camera's first frame: before it, a photo would be black
  const [showing, setShowing] = useState(false);
  const [phase, setPhase] = useState<Phase>('starting');
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [faceCheck, setFaceCheck] = useState<FaceCheck | null>(null);
  const [captureError, setCaptureError] = useState<'tooLarge' | 'captureFailed' | null>(null);
  const [uploadError, setUploadError] = useState<UploadErrorView | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const photoUrl = useObjectUrl(photo);
  const detector = useRef<FaceDetectorLike | null | undefined>(undefined);
  // a second click before React re-renders must not send the photo twice
  const sending = useRef(false);
  if (kind === 'selfie' && detector.current === undefined) detector.current = createFaceDetector(window);
  const detectorMissing = kind === 'selfie' && detector.current === null;
  const id = useId();
  const focus = (button: 'capture' | 'retake' | 'use') => document.getElementById(`${id}-${button}`)?.focus();

  // the camera runs while the dialog is open; closing it (or a retry) stops every track at once
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the camera again (Try again)
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    let started: MediaStream | null = null;
    setProblem(null);
    setPhase('starting');
    if (!canUseCamera()) {
      setProblem('unsupported');
      return;
    }
    navigator.mediaDevices.getUserMedia(cameraConstraints(kind)).then(
      (granted) => {
        if (cancelled) {
          stopStream(granted);
          return;
        }
        started = granted;
        setStream(granted);
        setPhase('live');
      },
      (error: unknown) => {
        if (!cancelled) setProblem(cameraProblemOf(error));
      },
    );
    return () => {
      cancelled = true;
      stopStream(started);
      setStream(null);
    };
  }, [open, kind, attempt]);

  useEffect(() => {
    if (!video) return;
    setShowing(false);
    video.srcObject = stream;
    if (stream) video.play().catch(() => undefined);
  }, [video, stream]);

  // once the live preview shows, Capture is the next step
  useEffect(() => {
    if (phase === 'live' && !problem) document.getElementById(`${id}-capture`)?.focus();
  }, [phase, problem, id]);

  const capture = async () => {
    if (!video || video.videoWidth === 0) return;
    setCaptureError(null);
    setUploadError(null);
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) {
      setCaptureError('captureFailed');
      return;
    }
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    setPhase('checking');
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', photoQuality),
    );
    if (!blob || photoTooLarge(blob.size)) {
      setCaptureError(blob ? 'tooLarge' : 'captureFailed');
      setPhase('live');
      return;
    }
    const check =
      kind === 'selfie'
        ? faceCheckOf(detector.current ? await countFaces(detector.current, canvas) : null)
        : null;
    setPhoto(blob);
    setFaceCheck(check);
    setPhase('captured');
    requestAnimationFrame(() => focus(check === null || faceCheckPasses(check) ? 'use' : 'retake'));
  };

  const retake = () => {
    setPhoto(null);
    setFaceCheck(null);
    setUploadError(null);
    setPhase('live');
  };

  const send = useCallback(() => {
    if (!photo || sending.current) return;
    sending.current = true;
    setUploadError(null);
    setProgress(0);
    setPhase('uploading');
    // handled even if the page moved on meanwhile (the card shows no camera once the photo waits for review)
    upload
      .mutateAsync({
        kind,
        source: 'camera',
        details: {},
        file: photo,
        fileName: `${kind}.jpg`,
        onProgress: setProgress,
      })
      .then(
        () => {
          sending.current = false;
          setProgress(null);
          onClose();
        },
        (error: unknown) => {
          sending.current = false;
          setProgress(null);
          setPhase('captured');
          setUploadError(describeUploadError(error instanceof ApiError ? error : null));
        },
      );
  }, [photo, kind, upload, onClose]);

  const faceOk = faceCheck === null || faceCheckPasses(faceCheck);
  const uploadText = uploadError
    ? uploadError.key
      ? t(uploadError.key, { defaultValue: uploadError.message })
      : uploadError.message
    : null;

  if (problem) {
    return (
      <div className="kyc-camera">
        <Alert
          tone="danger"
          actions={
            <>
              {problem === 'unsupported' ? null : (
                <Button size="sm" onClick={() => setAttempt((count) => count + 1)}>
                  {t('verification.camera.tryAgain')}
                </Button>
              )}
              <Button size="sm" variant="secondary" onClick={onClose}>
                {t('verification.camera.close')}
              </Button>
            </>
          }
        >
          {t(`verification.camera.errors.${problem}`)}
        </Alert>
      </div>
    );
  }

  return (
    <div className="kyc-camera" data-phase={phase}>
      <div className={`kyc-camera__stage kyc-camera__stage--${kind}`}>
        <video
          ref={setVideo}
          className="kyc-camera__video"
          autoPlay
          muted
          playsInline
          aria-label={t('verification.camera.preview')}
          hidden={photoUrl !== null}
          onPlaying={() => setShowing(true)}
        />
        {photoUrl ? (
          <img className="kyc-camera__photo" src={photoUrl} alt={t('verification.camera.photoAlt')} />
        ) : (
          <span className={`kyc-camera__guide kyc-camera__guide--${kind}`} aria-hidden="true" />
        )}
        {phase === 'starting' || phase === 'checking' ? (
          <div className="kyc-camera__busy">
            <Spinner
              size="lg"
              label={
                phase === 'starting' ? t('verification.camera.starting') : t('verification.camera.checking')
              }
            />
          </div>
        ) : null}
      </div>

      <div className="kyc-camera__messages">
        {detectorMissing && phase !== 'uploading' ? (
          <Alert tone="info">{t('verification.camera.face.unavailable')}</Alert>
        ) : null}
        {faceCheck === 'none' || faceCheck === 'many' ? (
          <Alert tone="warning">{t(`verification.camera.face.${faceCheck}`)}</Alert>
        ) : null}
        {faceCheck === 'one' ? <p className="kyc-camera__ok">{t('verification.camera.face.one')}</p> : null}
        {captureError ? <Alert tone="danger">{t(`verification.camera.errors.${captureError}`)}</Alert> : null}
        {uploadError && uploadText ? (
          <Alert
            tone="danger"
            title={uploadError.retry ? uploadText : undefined}
            actions={
              uploadError.retry ? (
                <Button size="sm" onClick={send}>
                  {t('verification.errors.retry')}
                </Button>
              ) : null
            }
          >
            {uploadError.retry ? t('verification.errors.failedText') : uploadText}
          </Alert>
        ) : null}
        {progress !== null ? <UploadProgress share={progress} /> : null}
      </div>

      <div className="kyc-camera__actions">
        {phase === 'captured' || phase === 'uploading' ? (
          <>
            <Button id={`${id}-retake`} variant="secondary" onClick={retake} disabled={phase === 'uploading'}>
              {t('verification.camera.retake')}
            </Button>
            <Button id={`${id}-use`} onClick={send} disabled={!faceOk || phase === 'uploading'}>
              {phase === 'uploading' ? <span className="kyc-spinner" aria-hidden="true" /> : null}
              {phase === 'uploading' ? t('verification.upload.sending') : t('verification.camera.use')}
            </Button>
          </>
        ) : (
          <Button id={`${id}-capture`} onClick={() => void capture()} disabled={phase !== 'live' || !showing}>
            <FeatureIcon name="camera" size={18} />
            {t('verification.camera.capture')}
          </Button>
        )}
      </div>
    </div>
  );
}
