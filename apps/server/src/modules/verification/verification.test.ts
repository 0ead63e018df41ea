import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import {
  documentResponseSchema,
  verificationOverviewResponseSchema,
  withdrawalsResponseSchema,
} from '@casino/contracts';
import { minor } from '@casino/money';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createPlayer } from '../../../test/factories.ts';
import { createOperator, signInOperator } from '../../../test/operators.ts';
import { auditLog, kycDocuments, mailbox, users } from '../../db/schema.ts';
import { createWallet, type Wallet } from '../wallet/index.ts';

let app: TestApp;
let wallet: Wallet;
let documentsDir: string;
let reviewer: string;

beforeAll(async () => {
  documentsDir = mkdtempSync(path.join(tmpdir(), 'casino-kyc-test-'));
  app = await createTestApp({ env: { DOCUMENTS_DIR: documentsDir, PAYMENT_SANDBOX: 'true' } });
  wallet = createWallet({ database: app.database, clock: { now: () => new Date() } });
  reviewer = await signInOperator(app, await createOperator(app, 'risk'));
});
afterAll(async () => {
  await app?.close();
  rmSync(documentsDir, { recursive: true, force: true });
});

/** Every file the store holds, by path under its root. */
function storedFiles(dir = documentsDir): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((entry) =>
    statSync(path.join(dir, entry)).isFile(),
  );
}

/** A real image of random pixels, different each time (so no two are duplicates). */
async function image(format: 'png' | 'jpeg' = 'png', extra: (image: sharp.Sharp) => sharp.Sharp = (i) => i) {
  const pixels = sharp(randomBytes(64 * 48 * 3), { raw: { width: 64, height: 48, channels: 3 } });
  return extra(format === 'png' ? pixels.png() : pixels.jpeg()).toBuffer();
}

/** A minimal one-page PDF, with `extra` objects in its body. */
function pdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n${extra}trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----casino${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const recentDate = () => new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);

function upload(
  token: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/user/documents',
    payload: body.payload,
    headers: { ...bearer(token), 'content-type': body.contentType },
  });
}

async function overview(token: string) {
  const response = await app.inject({ method: 'GET', url: '/api/user/documents', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return verificationOverviewResponseSchema.parse(response.json()).data;
}

async function rowsOf(userId: number) {
  return app.database.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId));
}

const review = (id: string, body: Record<string, unknown>, token = reviewer) =>
  app.inject({
    method: 'POST',
    url: `/api/backoffice/verification/documents/${id}/review`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });

/** Uploads what a player needs: identity and selfie by camera, proof of address. Answers the documents' ids. */
async function sendAll(token: string) {
  const sent: Record<string, string> = {};
  for (const [kind, fields] of [
    ['identity', { source: 'camera' }],
    ['selfie', { source: 'camera' }],
    ['address', { issueDate: recentDate() }],
  ] as const) {
    const response = await upload(
      token,
      { kind, ...fields },
      { name: `${kind}.jpg`, bytes: await image('jpeg') },
    );
    expect(response.statusCode, response.body).toBe(200);
    sent[kind] = documentResponseSchema.parse(response.json()).data.id;
  }
  return sent;
}

describe('document uploads', () => {
  it('refuse what is not a plain jpg, png or pdf named as what it is, and keep nothing of a refusal', async () => {
    const player = await createPlayer(app);
    const before = storedFiles().length;
    const exe = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
      Buffer.alloc(512, 7),
    ]);
    const withScript = pdf('4 0 obj << /Type /Action /S /JavaScript /JS (app.alert(1)) >> endobj\n');
    // the script hidden in a compressed object stream, where its name is not in plain text
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const withHiddenScript = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n4 0 obj << /Type /ObjStm /Length ${hidden.length} /Filter /FlateDecode >>\nstream\n`,
      ),
      hidden,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ]);
    const cases = [
      {
        name: 'statement.pdf',
        bytes: await image('png'),
        code: 'DOCUMENT_TYPE_NOT_ALLOWED',
        says: /PNG but its name says PDF/,
      },
      { name: 'statement.pdf', bytes: withScript, code: 'DOCUMENT_UNSAFE', says: /scripts/ },
      { name: 'statement.pdf', bytes: withHiddenScript, code: 'DOCUMENT_UNSAFE', says: /scripts/ },
      {
        name: 'photo.jpg',
        bytes: exe,
        code: 'DOCUMENT_TYPE_NOT_ALLOWED',
        says: /Only jpg, pdf, png accepted/,
      },
      {
        name: 'notes.txt',
        bytes: Buffer.from('hello'),
        code: 'DOCUMENT_TYPE_NOT_ALLOWED',
        says: /Only jpg, pdf, png/,
      },
      {
        name: '../../etc/passwd.png',
        bytes: await image('png'),
        code: 'DOCUMENT_NAME_INVALID',
        says: /name/,
      },
      { name: '..\\..\\boot.png', bytes: await image('png'), code: 'DOCUMENT_NAME_INVALID', says: /name/ },
      {
        name: 'big.png',
        bytes: Buffer.concat([await image('png'), Buffer.alloc(26 * 1024 * 1024)]),
        code: 'DOCUMENT_TOO_LARGE',
        says: /File size must be less than 25MB/,
      },
    ];
    for (const { name, bytes, code, says } of cases) {
      const response = await upload(
        player.token,
        { kind: 'address', issueDate: recentDate() },
        { name, bytes },
      );
      expect(response.statusCode, name).toBe(400);
      expect(response.json().errorCode, name).toBe(code);
      expect(response.json().message, name).toMatch(says);
    }
    expect(await rowsOf(player.user.userId)).toEqual([]);
    expect(storedFiles().length).toBe(before);
    expect((await overview(player.token)).kycStatus).toBe('NOT_STARTED');
  });

  it('refuse the same file twice, camera kinds sent as files, and an old proof of address', async () => {
    const player = await createPlayer(app);
    const bytes = await image('png');
    const first = await upload(
      player.token,
      { kind: 'address', issueDate: recentDate() },
      { name: 'a.png', bytes },
    );
    expect(first.statusCode).toBe(200);
    const rejected = await review(documentResponseSchema.parse(first.json()).data.id, {
      decision: 'reject',
      reason: 'The page is cut off',
    });
    expect(rejected.statusCode).toBe(200);
    const twice = await upload(
      player.token,
      { kind: 'address', issueDate: recentDate() },
      { name: 'b.png', bytes },
    );
    expect(twice.json()).toMatchObject({
      errorCode: 'DOCUMENT_DUPLICATE',
      message: expect.stringMatching(/upload duplicate/),
    });

    const byFile = await upload(
      player.token,
      { kind: 'selfie', source: 'upload' },
      { name: 's.png', bytes: await image() },
    );
    expect(byFile.json().errorCode).toBe('CAMERA_REQUIRED');
    const pdfByCamera = await upload(
      player.token,
      { kind: 'identity', source: 'camera' },
      { name: 'id.pdf', bytes: pdf() },
    );
    expect(pdfByCamera.json()).toMatchObject({ errorCode: 'CAMERA_REQUIRED', message: /photo/ });
    const old = await upload(
      player.token,
      { kind: 'address', issueDate: new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10) },
      { name: 'c.png', bytes: await image() },
    );
    expect(old.statusCode).toBe(400);
    expect(old.json().fields.issueDate).toMatch(/no older than 6 months/);
    const card = await upload(
      player.token,
      { kind: 'card', firstFour: '4111' },
      { name: 'd.png', bytes: await image() },
    );
    expect(card.json().fields).toEqual({
      cardholderName: 'Enter the name on the card',
      lastFour: 'Enter the last four digits',
    });
    expect((await rowsOf(player.user.userId)).length).toBe(1);
  });

  it('re-encode images without their metadata and keep plain PDFs as sent, under names of the server', async () => {
    const player = await createPlayer(app);
    const photo = await image('jpeg', (i) =>
      i.withExif({ IFD0: { Artist: 'Someone Private', ImageDescription: 'at home' } }),
    );
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const sent = await upload(
      player.token,
      { kind: 'identity', source: 'camera' },
      { name: 'IMG_0042.JPG', bytes: photo },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const document = documentResponseSchema.parse(sent.json()).data;
    expect(document).toMatchObject({
      kind: 'identity',
      status: 'pending',
      source: 'camera',
      mimeType: 'image/jpeg',
    });
    expect(document.fileName).toMatch(/^identity-\d{4}-\d{2}-\d{2}\.jpg$/);
    const [row] = await rowsOf(player.user.userId);
    expect(row?.storageKey).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const file = await app.inject({
      method: 'GET',
      url: `/api/user/documents/${document.id}/file`,
      headers: bearer(player.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('no-store, private');
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file.rawPayload.toString('latin1')).not.toContain('Someone Private');

    // a scanned statement: its page content deflated (read and found plain), its scan a JPEG
    const content = deflateSync(
      Buffer.from('BT /F1 12 Tf 20 180 Td (Statement, see https://bank.example) Tj ET'),
    );
    const plain = Buffer.concat([
      pdf(
        '4 0 obj << /Length 5 /Filter /DCTDecode /Subtype /Image >>\nstream\n\xff\xd8\xff\xd9\n\nendstream\nendobj\n',
      ),
      Buffer.from(`5 0 obj << /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream\nendobj\n'),
    ]);
    const statement = await upload(
      player.token,
      { kind: 'address', issueDate: recentDate() },
      { name: 'bank.PDF', bytes: plain },
    );
    expect(statement.statusCode, statement.body).toBe(200);
    const served = await app.inject({
      method: 'GET',
      url: `/api/user/documents/${documentResponseSchema.parse(statement.json()).data.id}/file`,
      headers: bearer(player.token),
    });
    expect(served.rawPayload.equals(plain)).toBe(true);
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('serve a file to its owner only: another player and a guest are told it does not exist', async () => {
    const owner = await createPlayer(app);
    const other = await createPlayer(app);
    const sent = await upload(
      owner.token,
      { kind: 'selfie', source: 'camera' },
      { name: 'me.png', bytes: await image() },
    );
    const id = documentResponseSchema.parse(sent.json()).data.id;
    for (const headers of [bearer(other.token), {}]) {
      const response = await app.inject({ method: 'GET', url: `/api/user/documents/${id}/file`, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('DOCUMENT_NOT_FOUND');
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'a'.repeat(36), '-'.repeat(36), '../../etc']) {
      const unknown = await app.inject({
        method: 'GET',
        url: `/api/user/documents/${id}/file`,
        headers: bearer(owner.token),
      });
      expect(unknown.statusCode, id).toBe(404);
    }
    expect((await overview(other.token)).documents).toEqual([]);
  });
});

describe('review', () => {
  it('the queue names each document’s own player, read for the whole page at once', async () => {
    const first = await createPlayer(app);
    const second = await createPlayer(app);
    const sentFirst = await sendAll(first.token);
    const sentSecond = await sendAll(second.token);
    const queue = await app.inject({
      method: 'GET',
      url: '/api/backoffice/verification/documents?status=pending&pageSize=100',
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().data as Array<{
      id: string;
      player: { uniqueId: string; email: string | null };
    }>;
    const playerOf = (id: string) => listed.find((entry) => entry.id === id)?.player;
    for (const id of Object.values(sentFirst)) {
      expect(playerOf(id)).toMatchObject({ uniqueId: first.user.uniqueId, email: first.email });
    }
    for (const id of Object.values(sentSecond)) {
      expect(playerOf(id)).toMatchObject({ uniqueId: second.user.uniqueId, email: second.email });
    }
  });

  it('decides each document once, audits it, tells the player, and derives the kycStatus', async () => {
    const player = await createPlayer(app);
    const sent = await sendAll(player.token);
    expect((await overview(player.token)).kycStatus).toBe('PENDING');

    const queue = await app.inject({
      method: 'GET',
      url: '/api/backoffice/verification/documents?status=pending&kind=address&pageSize=100',
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(queue.statusCode).toBe(200);
    const listed = queue.json().data as Array<{ id: string; player: { id: string } }>;
    expect(listed.map((entry) => entry.id)).toContain(sent.address);
    // oldest first
    const ids = listed.map((entry) => entry.id);
    expect(ids.indexOf(sent.address as string)).toBe(ids.length - 1);

    expect((await review(sent.identity as string, { decision: 'reject' })).json().errorCode).toBe(
      'VALIDATION_ERROR',
    );
    expect((await review(sent.identity as string, { decision: 'approve' })).statusCode).toBe(200);
    expect(
      (await review(sent.identity as string, { decision: 'reject', reason: 'late' })).json().errorCode,
    ).toBe('DOCUMENT_REVIEWED');
    const asked = await review(sent.address as string, {
      decision: 'request',
      reason: 'Send all pages of the statement',
    });
    expect(asked.json().data).toMatchObject({ status: 'requested', player: { kycStatus: 'REQUESTED' } });

    const seen = await overview(player.token);
    expect(seen.kycStatus).toBe('REQUESTED');
    expect(seen.requirements.find((entry) => entry.kind === 'address')).toMatchObject({
      status: 'requested',
      document: { reason: 'Send all pages of the statement' },
    });
    const mail = await app.database.db
      .select()
      .from(mailbox)
      .where(eq(mailbox.to, player.email))
      .orderBy(desc(mailbox.id));
    expect(mail.map((entry) => entry.subject).slice(0, 2)).toEqual([
      'Your proof of address needs more from you',
      'Your identity document was approved',
    ]);
    expect(mail[0]?.text).toMatch(/Open Verification in your profile/);
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'player'), eq(auditLog.subjectId, String(player.user.userId))));
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'kyc-document.approve',
      'kyc-document.request',
    ]);

    // the new file replaces the one asked for; approving everything approves the player
    const again = await upload(
      player.token,
      { kind: 'address', issueDate: recentDate() },
      { name: 'all.png', bytes: await image() },
    );
    expect((await overview(player.token)).kycStatus).toBe('PENDING');
    await review(documentResponseSchema.parse(again.json()).data.id, { decision: 'approve' });
    await review(sent.selfie as string, { decision: 'approve' });
    expect((await overview(player.token)).kycStatus).toBe('APPROVED');
    const [user] = await app.database.db.select().from(users).where(eq(users.id, player.user.userId));
    expect(user?.kycStatus).toBe('APPROVED');
  });

  it('offers a refresh when every document is approved but the profile lags, and the refresh settles it', async () => {
    const player = await createPlayer(app);
    const sent = await sendAll(player.token);
    for (const id of Object.values(sent)) await review(id, { decision: 'approve' });
    await app.database.db.update(users).set({ kycStatus: 'PENDING' }).where(eq(users.id, player.user.userId));
    expect(await overview(player.token)).toMatchObject({ kycStatus: 'PENDING', discrepancy: true });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/user/documents/refresh-status',
      headers: bearer(player.token),
    });
    expect(refreshed.json().data.kycStatus).toBe('APPROVED');
    expect(await overview(player.token)).toMatchObject({ kycStatus: 'APPROVED', discrepancy: false });
  });

  it('approves a player whose last two documents two reviewers approve at once', async () => {
    const player = await createPlayer(app);
    const sent = await sendAll(player.token);
    await review(sent.identity as string, { decision: 'approve' });
    const other = await signInOperator(app, await createOperator(app, 'risk'));
    const both = await Promise.all([
      review(sent.selfie as string, { decision: 'approve' }),
      review(sent.address as string, { decision: 'approve' }, other),
    ]);
    expect(both.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await overview(player.token)).kycStatus).toBe('APPROVED');
  });

  it('keeps an approved player approved through a new upload, until a reviewer refuses a needed document', async () => {
    const player = await createPlayer(app);
    const sent = await sendAll(player.token);
    for (const id of Object.values(sent)) await review(id, { decision: 'approve' });
    // the player pays by card: card proof is needed from now on, and its upload takes nothing back
    await app.database.db
      .update(users)
      .set({ kycStatus: 'APPROVED' })
      .where(eq(users.id, player.user.userId));
    const card = await upload(
      player.token,
      { kind: 'card', cardholderName: 'Maria Borg', firstFour: '4111', lastFour: '1111' },
      { name: 'card.png', bytes: await image() },
    );
    expect(card.statusCode, card.body).toBe(200);
    expect((await overview(player.token)).kycStatus).toBe('APPROVED');
    // a refresh without a discrepancy changes nothing
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/user/documents/refresh-status',
      headers: bearer(player.token),
    });
    expect(refreshed.json().data.kycStatus).toBe('APPROVED');
  });

  it('is for reviewers only: other roles are refused, and a file view is audited', async () => {
    const player = await createPlayer(app);
    const { selfie } = await sendAll(player.token);
    for (const role of ['support', 'payments', 'marketing'] as const) {
      const token = await signInOperator(app, await createOperator(app, role));
      expect((await review(selfie as string, { decision: 'approve' }, token)).statusCode).toBe(403);
      const file = await app.inject({
        method: 'GET',
        url: `/api/backoffice/verification/documents/${selfie}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(file.statusCode).toBe(403);
    }
    const playerToken = await app.inject({
      method: 'GET',
      url: `/api/backoffice/verification/documents/${selfie}/file`,
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(playerToken.statusCode).toBe(401);
    const viewed = await app.inject({
      method: 'GET',
      url: `/api/backoffice/verification/documents/${selfie}/file`,
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.headers['cache-control']).toBe('no-store, private');
    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'kyc-document.view'), eq(auditLog.subjectId, String(player.user.userId))),
      );
    expect(audited).toHaveLength(1);
  });
});

describe('the withdrawal threshold', () => {
  const bank = {
    kind: 'bank',
    beneficiary: 'Maria Borg',
    accountNumber: 'MT84 MALT 0110 0001 2345 6789',
    email: 'maria@example.com',
    ifsc: 'MALTMTMT',
  };
  let clicks = 0;
  const withdraw = (token: string, amount: string) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/withdraw',
      payload: { requestId: `kyc-${Date.now()}-${++clicks}`, method: 'bank', amount, destination: bank },
      headers: bearer(token),
    });
  async function withdrawals(token: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/api/payments/withdrawals',
      headers: bearer(token),
    });
    return withdrawalsResponseSchema.parse(response.json()).data;
  }
  const setThresholds = async (withdrawalThresholds: Record<string, string>, token: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/backoffice/verification/settings',
      payload: { withdrawalThresholds },
      headers: { authorization: `Bearer ${token}` },
    });

  it('holds withdrawals past it in 30 days until the player is approved, even two at once', async () => {
    const owner = await signInOperator(app, await createOperator(app, 'owner'));
    expect((await setThresholds({ XXX: '100' }, owner)).json().errorCode).toBe('VALIDATION_ERROR');
    expect((await setThresholds({ EUR: '10000' }, reviewer)).statusCode).toBe(403);
    expect((await setThresholds({ EUR: '10000' }, owner)).json().data).toEqual({
      withdrawalThresholds: { EUR: '10000' },
    });

    const player = await createPlayer(app);
    const userId = player.user.userId;
    await app.database.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
    await wallet.deposit({
      userId,
      currency: 'EUR',
      idempotencyKey: `kyc-dep-${userId}`,
      amount: minor(50_000n),
    });
    await wallet.bet({
      userId,
      currency: 'EUR',
      idempotencyKey: `kyc-bet-${userId}`,
      amount: minor(50_000n),
    });
    await wallet.win({
      userId,
      currency: 'EUR',
      idempotencyKey: `kyc-win-${userId}`,
      betKey: `kyc-bet-${userId}`,
      amount: minor(50_000n),
    });
    expect(await withdrawals(player.token)).toMatchObject({ blocks: [], withdrawableWithoutKyc: '10000' });
    expect((await overview(player.token)).withdrawalThreshold).toEqual({
      amount: '10000',
      currency: 'EUR',
      exponent: 2,
    });

    const over = await withdraw(player.token, '15000');
    expect(over.json()).toMatchObject({
      errorCode: 'KYC_REQUIRED',
      message: expect.stringMatching(/more than 10000/),
    });
    // two at once of 60.00 each: only one fits under 100.00
    const both = await Promise.all([withdraw(player.token, '6000'), withdraw(player.token, '6000')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(both.find((response) => response.statusCode === 400)?.json().errorCode).toBe('KYC_REQUIRED');
    expect((await withdrawals(player.token)).withdrawableWithoutKyc).toBe('4000');
    expect((await withdraw(player.token, '4000')).statusCode).toBe(200);
    expect(await withdrawals(player.token)).toMatchObject({
      blocks: ['KYC_REQUIRED'],
      withdrawableWithoutKyc: '0',
    });

    const sent = await sendAll(player.token);
    for (const id of Object.values(sent)) await review(id, { decision: 'approve' });
    expect(await withdrawals(player.token)).toMatchObject({ blocks: [], withdrawableWithoutKyc: null });
    expect((await withdraw(player.token, '15000')).statusCode).toBe(200);

    const audited = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'verification-settings.update'));
    expect(audited.at(-1)).toMatchObject({
      before: { withdrawalThresholds: {} },
      after: { withdrawalThresholds: { EUR: '10000' } },
    });
    await setThresholds({}, owner);
  });
});
