import { maxDocumentBytes } from '@casino/contracts/verification';

/*
 * The camera capture's rules (spec §1, §2, §8): which camera each kind uses, what a failure to open
 * it means for the player, the photo's encoding, and the selfie's face check where the browser has
 * a face detector (nothing is downloaded for it: without one, basic capture continues).
 */

/** The kinds taken with the camera: a document held up to it, or the player's face. */
export type CameraKind = 'identity' | 'selfie';

/** JPEG quality of a captured photo. */
export const photoQuality = 0.9;

/**
 * The camera to ask for: the one facing away for a document, the one facing the player for a
 * selfie; `ideal`, so a laptop's only camera still opens. A large frame keeps a document readable.
 */
export function cameraConstraints(kind: CameraKind): MediaStreamConstraints {
  return {
    audio: false,
    video: {
      facingMode: { ideal: kind === 'selfie' ? 'user' : 'environment' },
      width: { ideal: 1920 },
      height: { ideal: 1080 },
    },
  };
}

/**
 * Why the camera did not open: permission refused, no camera, the camera busy (another app), the
 * browser unable to use one here (no API, an insecure page), or anything else.
 */
export type CameraProblem = 'denied' | 'notFound' | 'busy' | 'unsupported' | 'failed';

/** The problem a getUserMedia failure (a DOMException by name) stands for. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    case 'TypeError':
    case 'NotSupportedError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** Whether this browser can ask for a camera at all (it cannot on an insecure page). */
export function canUseCamera(nav: Navigator | undefined = globalThis.navigator): boolean {
  return typeof nav?.mediaDevices?.getUserMedia === 'function';
}

/** Whether a captured photo is over the server's 25 MB ("Image too large"). */
export const photoTooLarge = (bytes: number) => bytes > maxDocumentBytes;

/** The outcome of the selfie's face check. */
export type FaceCheck = 'one' | 'none' | 'many' | 'unavailable';

/** The outcome for a number of faces found; null: the detector could not run. */
export function faceCheckOf(faces: number | null): FaceCheck {
  if (faces === null) return 'unavailable';
  if (faces === 0) return 'none';
  return faces === 1 ? 'one' : 'many';
}

/** Whether "Use photo" may be pressed after a check: one face, or no detector to ask. */
export const faceCheckPasses = (check: FaceCheck) => check === 'one' || check === 'unavailable';

/** The part of the Shape Detection API's FaceDetector the capture uses. */
export type FaceDetectorLike = { detect: (image: ImageBitmapSource) => Promise<readonly unknown[]> };
type FaceDetectorConstructor = new (options?: {
  maxDetectedFaces?: number;
  fastMode?: boolean;
}) => FaceDetectorLike;

/**
 * The browser's face detector, or null where there is none (most browsers; Chrome on some
 * platforms has the constructor but cannot make one).
 */
export function createFaceDetector(scope: object = globalThis): FaceDetectorLike | null {
  if (!('FaceDetector' in scope)) return null;
  try {
    const Detector = (scope as { FaceDetector: FaceDetectorConstructor }).FaceDetector;
    return new Detector({ maxDetectedFaces: 3, fastMode: true });
  } catch {
    return null;
  }
}

/** The faces `detector` finds in `image`; null when it fails (no detection backend). */
export async function countFaces(
  detector: FaceDetectorLike,
  image: ImageBitmapSource,
): Promise<number | null> {
  try {
    return (await detector.detect(image)).length;
  } catch {
    return null;
  }
}
