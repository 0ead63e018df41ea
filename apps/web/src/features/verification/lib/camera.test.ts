import { maxDocumentBytes } from '@casino/contracts/verification';
import { describe, expect, it } from 'vitest';
import {
  cameraConstraints,
  cameraProblemOf,
  canUseCamera,
  countFaces,
  createFaceDetector,
  faceCheckOf,
  faceCheckPasses,
  photoTooLarge,
} from './camera';

const named = (name: string) => Object.assign(new Error(name), { name });

describe('the camera capture', () => {
  it('asks for the camera facing away for a document and the one facing the player for a selfie', () => {
    expect(cameraConstraints('identity')).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(cameraConstraints('selfie')).toMatchObject({ video: { facingMode: { ideal: 'user' } } });
  });

  it('tells a refused permission, a missing camera and a busy one apart', () => {
    expect(cameraProblemOf(named('NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(named('SecurityError'))).toBe('denied');
    expect(cameraProblemOf(named('NotFoundError'))).toBe('notFound');
    expect(cameraProblemOf(named('OverconstrainedError'))).toBe('notFound');
    expect(cameraProblemOf(named('NotReadableError'))).toBe('busy');
    expect(cameraProblemOf(named('TypeError'))).toBe('unsupported');
    expect(cameraProblemOf(new Error('boom'))).toBe('failed');
    expect(cameraProblemOf(undefined)).toBe('failed');
  });

  it('knows a browser without getUserMedia cannot use the camera', () => {
    expect(canUseCamera(undefined)).toBe(false);
    expect(canUseCamera({} as Navigator)).toBe(false);
    expect(canUseCamera({ mediaDevices: { getUserMedia: async () => ({}) } } as unknown as Navigator)).toBe(
      true,
    );
  });

  it('refuses a photo over 25 MB ("Image too large")', () => {
    expect(photoTooLarge(maxDocumentBytes)).toBe(false);
    expect(photoTooLarge(maxDocumentBytes + 1)).toBe(true);
  });
});

describe('the selfie’s face check', () => {
  it('needs exactly one face, and lets basic capture continue without a detector', () => {
    expect(faceCheckOf(1)).toBe('one');
    expect(faceCheckOf(0)).toBe('none');
    expect(faceCheckOf(2)).toBe('many');
    expect(faceCheckOf(null)).toBe('unavailable');
    expect(faceCheckPasses('one')).toBe(true);
    expect(faceCheckPasses('unavailable')).toBe(true);
    expect(faceCheckPasses('none')).toBe(false);
    expect(faceCheckPasses('many')).toBe(false);
  });

  it('uses the browser’s FaceDetector only where there is one that works', () => {
    expect(createFaceDetector({})).toBeNull();
    class Broken {
      constructor() {
        throw new Error('NotSupportedError');
      }
    }
    expect(createFaceDetector({ FaceDetector: Broken })).toBeNull();
    class Working {
      detect = async () => [{}, {}];
    }
    expect(createFaceDetector({ FaceDetector: Working })).toBeInstanceOf(Working);
  });

  it('counts the faces found, and gives up (null) when detection fails', async () => {
    expect(await countFaces({ detect: async () => [{}] }, {} as ImageBitmapSource)).toBe(1);
    expect(
      await countFaces(
        {
          detect: async () => {
            throw new Error('no backend');
          },
        },
        {} as ImageBitmapSource,
      ),
    ).toBeNull();
  });
});
