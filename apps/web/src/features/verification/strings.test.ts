import { defaultEnglishParts } from '@casino/content';
import { kycStatuses } from '@casino/contracts/accounts';
import { documentKinds, documentStatuses } from '@casino/contracts/verification';
import { describe, expect, it } from 'vitest';
import type { CameraProblem, FaceCheck } from './lib/camera';
import type { CardProblem, FileProblem, IssueDateProblem, RequirementState } from './lib/documents';

// every source file of the feature, as text (Vite reads them at build time of the test)
const sources = import.meta.glob(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const strings: Record<string, string> = defaultEnglishParts.verification;

// keys the feature builds from a value: statuses, kinds, problems
const states: RequirementState[] = ['missing', 'notNeeded', 'new', ...documentStatuses];
const fileProblems: (FileProblem | 'noFile')[] = ['type', 'size', 'empty', 'noFile'];
const dateProblems: IssueDateProblem[] = ['required', 'invalid', 'future', 'tooOld'];
const cameraProblems: (CameraProblem | 'tooLarge' | 'captureFailed')[] = [
  'denied',
  'notFound',
  'busy',
  'unsupported',
  'failed',
  'tooLarge',
  'captureFailed',
];
const faceChecks: FaceCheck[] = ['one', 'none', 'many', 'unavailable'];
const cardErrors: [string, CardProblem][] = [
  ['cardholderName', 'required'],
  ['cardholderName', 'tooLong'],
  ['firstFour', 'required'],
  ['firstFour', 'digits'],
  ['lastFour', 'required'],
  ['lastFour', 'digits'],
];
const built = [
  ...states.map((state) => `verification.state.${state}`),
  ...kycStatuses.flatMap((status) => [
    `verification.overall.${status}.title`,
    `verification.overall.${status}.text`,
  ]),
  ...documentKinds.flatMap((kind) => [
    `verification.kind.${kind}.title`,
    `verification.kind.${kind}.name`,
    `verification.kind.${kind}.text`,
  ]),
  ...documentStatuses.map((status) => `verification.news.${status}`),
  ...['pending', 'approved'].map((status) => `verification.note.${status}`),
  ...['rejected', 'requested'].map((status) => `verification.document.reason.${status}`),
  ...['camera', 'upload'].map((source) => `verification.document.sent.${source}`),
  ...['address', 'card'].map((kind) => `verification.${kind}.legend`),
  ...['firstFour', 'lastFour'].map((field) => `verification.card.${field}`),
  ...['identity', 'selfie'].flatMap((kind) => [
    `verification.camera.${kind}.title`,
    `verification.camera.${kind}.text`,
  ]),
  ...fileProblems.map((problem) => `verification.errors.${problem}`),
  ...dateProblems.map((problem) => `verification.address.errors.${problem}`),
  ...cameraProblems.map((problem) => `verification.camera.errors.${problem}`),
  ...faceChecks.map((check) => `verification.camera.face.${check}`),
  ...cardErrors.map(([field, problem]) => `verification.card.errors.${field}.${problem}`),
];

describe('verification’s English strings', () => {
  const used = new Set([
    ...Object.values(sources).flatMap((source) =>
      [...source.matchAll(/['"`](verification\.[\w.]+)['"`]/g)].map((m) => m[1]),
    ),
    ...built,
  ]);

  it('has every key the feature uses', () => {
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => key !== undefined && !(key in strings))).toEqual([]);
  });

  it('uses every key it defines, all under verification.', () => {
    expect(Object.keys(strings).filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(strings).filter((key) => !key.startsWith('verification.'))).toEqual([]);
  });

  it('says the server’s words for the upload rules (spec §5)', () => {
    expect(strings['verification.errors.type']).toBe('Only jpg, pdf, png accepted');
    expect(strings['verification.errors.size']).toBe('File size must be less than 25MB');
    expect(strings['verification.state.pending']).toBe('Pending Review');
    expect(strings['verification.state.requested']).toBe('Additional Info Required');
    expect(strings['verification.state.new']).toBe('New file');
  });
});
