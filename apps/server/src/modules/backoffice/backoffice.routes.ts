import {
  auditQuerySchema,
  auditRowSchema,
  blockInputSchema,
  bonusCancelInputSchema,
  bonusOfferAdminSchema,
  bonusOfferCreateSchema,
  bonusOfferListItemSchema,
  bonusOfferUpdateSchema,
  breakLiftSchema,
  couponAdminSchema,
  couponCreateSchema,
  couponUpdateSchema,
  dashboardAnswerSchema,
  depositLimitPeriodParamsSchema,
  harmMarkerQuerySchema,
  harmMarkerReviewSchema,
  harmMarkerSchema,
  ledgerQuerySchema,
  ledgerRowSchema,
  limitRemovalSchema,
  listAnswer,
  meAnswerSchema,
  noteInputSchema,
  oneAnswer,
  operatorCodeSchema,
  operatorEnrolSchema,
  operatorInviteAnswerSchema,
  operatorInviteSchema,
  operatorPasswordChangeSchema,
  operatorSchema,
  operatorSessionAnswerSchema,
  operatorSignInAnswerSchema,
  operatorSignInSchema,
  operatorUpdateSchema,
  type Permission,
  pageQuerySchema,
  paymentMethodAdminSchema,
  paymentMethodUpdateSchema,
  permissionsByRole,
  playerDetailSchema,
  playerIdParamsSchema,
  playerListItemSchema,
  playerRakebackSchema,
  playerSearchSchema,
  rakebackSettingsAdminSchema,
  rakebackSettingsUpdateSchema,
  roleHas,
  roundRowSchema,
  settingsAnswerSchema,
  settingsUpdateAnswerSchema,
  settingsUpdateSchema,
  supportBetLimitSchema,
  supportDepositLimitSchema,
  supportLimitChangeSchema,
  tagInputSchema,
  tagParamsSchema,
  withdrawalParamsSchema,
  withdrawalQueueItemSchema,
  withdrawalQueueQuerySchema,
  withdrawalRejectSchema,
} from '@casino/contracts/backoffice';
import {
  loyaltyAdjustSchema,
  loyaltyAdminSchema,
  loyaltyLevelSetSchema,
  loyaltyLevelsUpdateSchema,
  loyaltyRatesUpdateSchema,
  playerLoyaltySchema,
} from '@casino/contracts/loyalty';
import {
  raceAdminDetailSchema,
  raceAdminSchema,
  raceCancelSchema,
  raceDefinitionSchema,
  winOfTheMonthSettingsSchema,
} from '@casino/contracts/races';
import {
  referralAdminQuerySchema,
  referralAdminSchema,
  referralSettingsSchema,
} from '@casino/contracts/referrals';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ModuleApp } from '../../platform/module.ts';
import { readAccessToken } from '../accounts/index.ts';
import type { OperatorAuth, OperatorAuthService, OperatorContext } from './backoffice.auth.ts';
import { auditToCsv } from './backoffice.csv.ts';
import { auditFilterOf, type BackofficeService } from './backoffice.service.ts';
import { operatorView } from './backoffice.view.ts';

/** Who may call a back-office route: anyone (the sign-in steps), any signed-in operator, or a permission. */
export type Access = 'public' | 'signed-in' | Permission;
export type BackofficeRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /api/backoffice route: the app refuses to start without it. */
    access?: Access;
  }
  interface FastifyRequest {
    operatorAuth: OperatorAuth | null;
  }
}

export const backofficePrefix = '/api/backoffice';

export function contextOf(request: FastifyRequest): OperatorContext {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent : null };
}

export function operatorOf(request: FastifyRequest): OperatorAuth {
  if (!request.operatorAuth)
    throw new AppError('UNAUTHORIZED', 'Your back-office session has ended. Sign in again.');
  return request.operatorAuth;
}

const okSchema = z.object({ ok: z.literal(true) });
const operatorIdParams = z.strictObject({ id: z.coerce.number().int().positive() });
const signInLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The guard of a back-office scope: every route registered in it must name its access (else the
 * app does not start) and is listed in `routeTable`; every request is checked against it first.
 */
export function installGuard(
  app: ModuleApp,
  auth: Pick<OperatorAuthService, 'authenticate'>,
  routeTable: BackofficeRoute[],
): void {
  app.decorateRequest('operatorAuth', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access)
      throw new Error(`${methods.join(',')} ${route.url}: a back-office route must name its access`);
    for (const method of methods) if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public') return;
    const token = readAccessToken(request);
    const found = token ? await auth.authenticate(token) : null;
    if (!found) throw new AppError('UNAUTHORIZED', 'Your back-office session has ended. Sign in again.');
    // a password someone else chose opens only the operator's own account until they replace it
    if (access !== 'signed-in' && found.operator.passwordChangeRequired)
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Choose your own password before you continue');
    if (access !== 'signed-in' && (access === undefined || !roleHas(found.operator.role, access)))
      throw new AppError('FORBIDDEN', 'Your role does not allow this');
    request.operatorAuth = found;
  });
}

/**
 * Every back-office route, behind one guard: each names its access, checked before anything else
 * (a route without one stops the app from starting), against the permission matrix of contracts.
 * Operators' tokens are looked up only among operators' sessions, so a player's token opens nothing.
 */
export async function backofficeRoutes(
  app: ModuleApp,
  {
    auth,
    service,
    routeTable,
  }: { auth: OperatorAuthService; service: BackofficeService; routeTable: BackofficeRoute[] },
) {
  installGuard(app, auth, routeTable);

  // sign-in
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public', ...signInLimit },
      schema: { body: operatorSignInSchema, response: { 200: operatorSignInAnswerSchema } },
    },
    async (request) => auth.signIn(request.body, contextOf(request)),
  );
  app.post(
    '/auth/code',
    {
      config: { access: 'public', ...signInLimit },
      schema: { body: operatorCodeSchema, response: { 200: operatorSessionAnswerSchema } },
    },
    async (request) => auth.verifyCode(request.body, contextOf(request)),
  );
  app.post(
    '/auth/enrol',
    {
      config: { access: 'public', ...signInLimit },
      schema: { body: operatorEnrolSchema, response: { 200: operatorSessionAnswerSchema } },
    },
    async (request) => auth.enrol(request.body, contextOf(request)),
  );
  app.post(
    '/auth/sign-out',
    { config: { access: 'signed-in' }, schema: { response: { 200: okSchema } } },
    async (request) => {
      await auth.signOut(operatorOf(request), contextOf(request));
      return { ok: true as const };
    },
  );
  app.post(
    '/auth/password',
    {
      config: { access: 'signed-in', ...signInLimit },
      schema: { body: operatorPasswordChangeSchema, response: { 200: meAnswerSchema } },
    },
    async (request) => {
      const updated = await auth.changePassword(operatorOf(request), request.body, contextOf(request));
      return {
        data: { operator: operatorView(updated), permissions: [...permissionsByRole[updated.role]] },
      };
    },
  );
  app.get(
    '/me',
    { config: { access: 'signed-in' }, schema: { response: { 200: meAnswerSchema } } },
    async (request) => {
      const { operator } = operatorOf(request);
      return {
        data: { operator: operatorView(operator), permissions: [...permissionsByRole[operator.role]] },
      };
    },
  );

  app.get(
    '/dashboard',
    { config: { access: 'dashboard.read' }, schema: { response: { 200: dashboardAnswerSchema } } },
    async () => ({ data: await service.dashboard() }),
  );

  // players
  app.get(
    '/players',
    {
      config: { access: 'players.read' },
      schema: { querystring: playerSearchSchema, response: { 200: listAnswer(playerListItemSchema) } },
    },
    async (request) => service.searchPlayers(request.query),
  );
  app.get(
    '/players/:id',
    {
      config: { access: 'players.read' },
      schema: { params: playerIdParamsSchema, response: { 200: oneAnswer(playerDetailSchema) } },
    },
    async (request) => ({
      data: await service.playerDetail(request.params.id, operatorOf(request), contextOf(request)),
    }),
  );
  app.get(
    '/players/:id/ledger',
    {
      config: { access: 'players.read' },
      schema: {
        params: playerIdParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: listAnswer(ledgerRowSchema) },
      },
    },
    async (request) => service.ledger(request.params.id, request.query),
  );
  app.get(
    '/players/:id/rounds',
    {
      config: { access: 'players.read' },
      schema: {
        params: playerIdParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: listAnswer(roundRowSchema) },
      },
    },
    async (request) => service.rounds(request.params.id, request.query),
  );
  app.get(
    '/players/:id/rakeback',
    {
      config: { access: 'players.read' },
      schema: { params: playerIdParamsSchema, response: { 200: oneAnswer(playerRakebackSchema) } },
    },
    async (request) => ({ data: await service.playerRakeback(request.params.id) }),
  );
  app.get(
    '/players/:id/loyalty',
    {
      config: { access: 'players.read' },
      schema: { params: playerIdParamsSchema, response: { 200: oneAnswer(playerLoyaltySchema) } },
    },
    async (request) => ({ data: await service.playerLoyalty(request.params.id) }),
  );
  app.post(
    '/players/:id/loyalty/points',
    {
      config: { access: 'players.loyalty' },
      schema: {
        params: playerIdParamsSchema,
        body: loyaltyAdjustSchema,
        response: { 200: oneAnswer(playerLoyaltySchema) },
      },
    },
    async (request) =>
      service.adjustLoyaltyPoints(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );
  app.post(
    '/players/:id/loyalty/level',
    {
      config: { access: 'players.loyalty' },
      schema: {
        params: playerIdParamsSchema,
        body: loyaltyLevelSetSchema,
        response: { 200: oneAnswer(playerLoyaltySchema) },
      },
    },
    async (request) =>
      service.setLoyaltyLevel(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );
  app.post(
    '/players/:id/sessions/end',
    {
      config: { access: 'players.sessions' },
      schema: {
        params: playerIdParamsSchema,
        response: { 200: oneAnswer(z.object({ ended: z.number().int() })) },
      },
    },
    async (request) => ({
      data: await service.endPlayerSessions(request.params.id, operatorOf(request), contextOf(request)),
    }),
  );
  app.post(
    '/players/:id/notes',
    {
      config: { access: 'players.notes' },
      schema: {
        params: playerIdParamsSchema,
        body: noteInputSchema,
        response: { 200: oneAnswer(playerDetailSchema.shape.notes.element) },
      },
    },
    async (request) => ({
      data: await service.addNote(
        request.params.id,
        request.body.text,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );

  app.post(
    '/players/:id/block',
    {
      config: { access: 'players.block' },
      schema: {
        params: playerIdParamsSchema,
        body: blockInputSchema,
        response: { 200: oneAnswer(z.object({ blocked: z.boolean(), blockReason: z.string().nullable() })) },
      },
    },
    async (request) => ({
      data: await service.setBlocked(
        request.params.id,
        request.body,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.post(
    '/players/:id/bonus/cancel',
    {
      config: { access: 'bonuses.manage' },
      schema: {
        params: playerIdParamsSchema,
        body: bonusCancelInputSchema,
        response: {
          200: oneAnswer(z.object({ id: z.string(), status: z.string(), endReason: z.string().nullable() })),
        },
      },
    },
    async (request) => ({
      data: await service.cancelPlayerBonus(
        request.params.id,
        request.body,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  const tagsAnswer = oneAnswer(z.object({ tags: z.array(z.string()) }));
  app.post(
    '/players/:id/tags',
    {
      config: { access: 'players.tags' },
      schema: { params: playerIdParamsSchema, body: tagInputSchema, response: { 200: tagsAnswer } },
    },
    async (request) => ({
      data: await service.changeTag(
        request.params.id,
        request.body.tag,
        true,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.delete(
    '/players/:id/tags/:tag',
    {
      config: { access: 'players.tags' },
      schema: { params: tagParamsSchema, response: { 200: tagsAnswer } },
    },
    async (request) => ({
      data: await service.changeTag(
        request.params.id,
        request.params.tag,
        false,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.post(
    '/players/:id/limits/remove',
    {
      config: { access: 'players.limits' },
      schema: {
        params: playerIdParamsSchema,
        body: limitRemovalSchema,
        response: { 200: oneAnswer(supportLimitChangeSchema) },
      },
    },
    async (request) => ({
      data: await service.changeBetLimit(
        request.params.id,
        { kind: request.body.kind, amount: null, note: request.body.note },
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.put(
    '/players/:id/limits/bet',
    {
      config: { access: 'players.limits' },
      schema: {
        params: playerIdParamsSchema,
        body: supportBetLimitSchema,
        response: { 200: oneAnswer(supportLimitChangeSchema) },
      },
    },
    async (request) => ({
      data: await service.changeBetLimit(
        request.params.id,
        request.body,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.put(
    '/players/:id/limits/deposit/:period',
    {
      config: { access: 'players.limits' },
      schema: {
        params: depositLimitPeriodParamsSchema,
        body: supportDepositLimitSchema,
        response: { 200: oneAnswer(supportLimitChangeSchema) },
      },
    },
    async (request) => ({
      data: await service.changeDepositLimit(
        request.params.id,
        request.params.period,
        request.body,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );
  app.post(
    '/players/:id/break/lift',
    {
      config: { access: 'players.limits' },
      schema: {
        params: playerIdParamsSchema,
        body: breakLiftSchema,
        response: { 200: oneAnswer(z.object({ kind: z.string(), endsAt: z.string() })) },
      },
    },
    async (request) => ({
      data: await service.liftExpiredBreak(
        request.params.id,
        request.body.note,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );

  // markers of harm
  app.get(
    '/responsible-gaming/markers',
    {
      config: { access: 'players.read' },
      schema: { querystring: harmMarkerQuerySchema, response: { 200: listAnswer(harmMarkerSchema) } },
    },
    async (request) => service.harmMarkers(request.query, request.query),
  );
  app.post(
    '/responsible-gaming/markers/:id/review',
    {
      config: { access: 'players.limits' },
      schema: {
        params: playerIdParamsSchema,
        body: harmMarkerReviewSchema,
        response: { 200: oneAnswer(harmMarkerSchema) },
      },
    },
    async (request) => ({
      data: await service.reviewHarmMarker(
        request.params.id,
        request.body.note,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );

  // audit log
  app.get(
    '/audit',
    {
      config: { access: 'audit.read' },
      schema: { querystring: auditQuerySchema, response: { 200: listAnswer(auditRowSchema) } },
    },
    async (request) => service.auditLog(auditFilterOf(request.query), request.query),
  );
  app.get(
    '/audit.csv',
    { config: { access: 'audit.read' }, schema: { querystring: auditQuerySchema } },
    async (request, reply) => {
      const rows = await service.auditExport(
        auditFilterOf(request.query),
        operatorOf(request),
        contextOf(request),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(auditToCsv(rows));
    },
  );

  // withdrawals
  app.get(
    '/withdrawals',
    {
      config: { access: 'withdrawals.review' },
      schema: {
        querystring: withdrawalQueueQuerySchema,
        response: { 200: listAnswer(withdrawalQueueItemSchema) },
      },
    },
    async (request) => service.withdrawalQueue(request.query),
  );
  const decision = oneAnswer(z.object({ id: z.string(), status: z.string() }));
  app.post(
    '/withdrawals/:id/approve',
    {
      config: { access: 'withdrawals.review' },
      schema: { params: withdrawalParamsSchema, response: { 200: decision } },
    },
    async (request) => ({
      data: await service.approveWithdrawal(request.params.id, operatorOf(request), contextOf(request)),
    }),
  );
  app.post(
    '/withdrawals/:id/reject',
    {
      config: { access: 'withdrawals.review' },
      schema: { params: withdrawalParamsSchema, body: withdrawalRejectSchema, response: { 200: decision } },
    },
    async (request) => ({
      data: await service.rejectWithdrawal(
        request.params.id,
        request.body.reason,
        operatorOf(request),
        contextOf(request),
      ),
    }),
  );

  // payment methods
  app.get(
    '/payment-methods',
    {
      config: { access: 'payment-methods.manage' },
      schema: { response: { 200: listAnswer(paymentMethodAdminSchema) } },
    },
    async () => service.paymentMethods(),
  );
  app.patch(
    '/payment-methods/:id',
    {
      config: { access: 'payment-methods.manage' },
      schema: {
        params: operatorIdParams,
        body: paymentMethodUpdateSchema,
        response: { 200: oneAnswer(paymentMethodAdminSchema) },
      },
    },
    async (request) =>
      service.updatePaymentMethod(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );

  // deposit bonus offers
  app.get(
    '/bonus-offers',
    {
      config: { access: 'bonuses.manage' },
      schema: { response: { 200: listAnswer(bonusOfferListItemSchema) } },
    },
    async () => service.bonusOffers(),
  );
  app.post(
    '/bonus-offers',
    {
      config: { access: 'bonuses.manage' },
      schema: { body: bonusOfferCreateSchema, response: { 200: oneAnswer(bonusOfferAdminSchema) } },
    },
    async (request) => service.createBonusOffer(request.body, operatorOf(request), contextOf(request)),
  );
  app.patch(
    '/bonus-offers/:id',
    {
      config: { access: 'bonuses.manage' },
      schema: {
        params: operatorIdParams,
        body: bonusOfferUpdateSchema,
        response: { 200: oneAnswer(bonusOfferAdminSchema) },
      },
    },
    async (request) =>
      service.updateBonusOffer(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );

  // coupons
  app.get(
    '/coupons',
    { config: { access: 'bonuses.manage' }, schema: { response: { 200: listAnswer(couponAdminSchema) } } },
    async () => service.coupons(),
  );
  app.post(
    '/coupons',
    {
      config: { access: 'bonuses.manage' },
      schema: { body: couponCreateSchema, response: { 200: oneAnswer(couponAdminSchema) } },
    },
    async (request) => service.createCoupon(request.body, operatorOf(request), contextOf(request)),
  );
  app.patch(
    '/coupons/:id',
    {
      config: { access: 'bonuses.manage' },
      schema: {
        params: operatorIdParams,
        body: couponUpdateSchema,
        response: { 200: oneAnswer(couponAdminSchema) },
      },
    },
    async (request) =>
      service.updateCoupon(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );

  // settings
  app.get(
    '/settings',
    { config: { access: 'settings.manage' }, schema: { response: { 200: settingsAnswerSchema } } },
    async () => ({ data: await service.settings() }),
  );
  app.patch(
    '/settings',
    {
      config: { access: 'settings.manage' },
      schema: { body: settingsUpdateSchema, response: { 200: settingsUpdateAnswerSchema } },
    },
    async (request) => service.updateSettings(request.body, operatorOf(request), contextOf(request)),
  );

  // the rakeback calendar's terms
  app.get(
    '/rakeback/settings',
    {
      config: { access: 'bonuses.manage' },
      schema: { response: { 200: oneAnswer(rakebackSettingsAdminSchema) } },
    },
    async () => ({ data: await service.rakebackSettings() }),
  );
  app.patch(
    '/rakeback/settings',
    {
      config: { access: 'bonuses.manage' },
      schema: {
        body: rakebackSettingsUpdateSchema,
        response: { 200: oneAnswer(rakebackSettingsAdminSchema) },
      },
    },
    async (request) => service.updateRakebackSettings(request.body, operatorOf(request), contextOf(request)),
  );

  // loyalty: the ladder and the point rates
  app.get(
    '/loyalty',
    { config: { access: 'loyalty.manage' }, schema: { response: { 200: oneAnswer(loyaltyAdminSchema) } } },
    async () => ({ data: await service.loyaltySettings() }),
  );
  app.put(
    '/loyalty/levels',
    {
      config: { access: 'loyalty.manage' },
      schema: { body: loyaltyLevelsUpdateSchema, response: { 200: oneAnswer(loyaltyAdminSchema) } },
    },
    async (request) => service.updateLoyaltyLevels(request.body, operatorOf(request), contextOf(request)),
  );
  app.patch(
    '/loyalty/rates',
    {
      config: { access: 'loyalty.manage' },
      schema: { body: loyaltyRatesUpdateSchema, response: { 200: oneAnswer(loyaltyAdminSchema) } },
    },
    async (request) => service.updateLoyaltyRates(request.body, operatorOf(request), contextOf(request)),
  );

  // refer-a-friend: the terms and the referrals
  app.get(
    '/referrals/settings',
    {
      config: { access: 'referrals.manage' },
      schema: { response: { 200: oneAnswer(referralSettingsSchema) } },
    },
    async () => service.referralSettings(),
  );
  app.put(
    '/referrals/settings',
    {
      config: { access: 'referrals.manage' },
      schema: { body: referralSettingsSchema, response: { 200: oneAnswer(referralSettingsSchema) } },
    },
    async (request) => service.updateReferralSettings(request.body, operatorOf(request), contextOf(request)),
  );
  app.get(
    '/referrals',
    {
      config: { access: 'referrals.manage' },
      schema: { querystring: referralAdminQuerySchema, response: { 200: listAnswer(referralAdminSchema) } },
    },
    async (request) => service.referrals(request.query),
  );

  // races and win of the month
  app.get(
    '/races',
    {
      config: { access: 'races.manage' },
      schema: { querystring: pageQuerySchema, response: { 200: listAnswer(raceAdminSchema) } },
    },
    async (request) => service.races(request.query),
  );
  app.post(
    '/races',
    {
      config: { access: 'races.manage' },
      schema: { body: raceDefinitionSchema, response: { 200: oneAnswer(raceAdminSchema) } },
    },
    async (request) => service.createRace(request.body, operatorOf(request), contextOf(request)),
  );
  app.get(
    '/races/win-of-the-month',
    {
      config: { access: 'races.manage' },
      schema: { response: { 200: oneAnswer(winOfTheMonthSettingsSchema) } },
    },
    async () => service.winOfTheMonthSettings(),
  );
  app.put(
    '/races/win-of-the-month',
    {
      config: { access: 'races.manage' },
      schema: {
        body: winOfTheMonthSettingsSchema,
        response: { 200: oneAnswer(winOfTheMonthSettingsSchema) },
      },
    },
    async (request) => service.updateWinOfTheMonth(request.body, operatorOf(request), contextOf(request)),
  );
  app.get(
    '/races/:id',
    {
      config: { access: 'races.manage' },
      schema: { params: playerIdParamsSchema, response: { 200: oneAnswer(raceAdminDetailSchema) } },
    },
    async (request) => service.race(request.params.id),
  );
  app.put(
    '/races/:id',
    {
      config: { access: 'races.manage' },
      schema: {
        params: playerIdParamsSchema,
        body: raceDefinitionSchema,
        response: { 200: oneAnswer(raceAdminSchema) },
      },
    },
    async (request) =>
      service.updateRace(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );
  app.post(
    '/races/:id/cancel',
    {
      config: { access: 'races.manage' },
      schema: {
        params: playerIdParamsSchema,
        body: raceCancelSchema,
        response: { 200: oneAnswer(raceAdminSchema) },
      },
    },
    async (request) =>
      service.cancelRace(request.params.id, request.body.reason, operatorOf(request), contextOf(request)),
  );

  // operators
  app.get(
    '/operators',
    { config: { access: 'operators.manage' }, schema: { response: { 200: listAnswer(operatorSchema) } } },
    async () => service.listOperators(),
  );
  app.post(
    '/operators',
    {
      config: { access: 'operators.manage' },
      schema: { body: operatorInviteSchema, response: { 200: operatorInviteAnswerSchema } },
    },
    async (request) => service.inviteOperator(request.body, operatorOf(request), contextOf(request)),
  );
  app.patch(
    '/operators/:id',
    {
      config: { access: 'operators.manage' },
      schema: {
        params: operatorIdParams,
        body: operatorUpdateSchema,
        response: { 200: oneAnswer(operatorSchema) },
      },
    },
    async (request) =>
      service.updateOperator(request.params.id, request.body, operatorOf(request), contextOf(request)),
  );
  app.post(
    '/operators/:id/reset-two-factor',
    {
      config: { access: 'operators.manage' },
      schema: { params: operatorIdParams, response: { 200: oneAnswer(operatorSchema) } },
    },
    async (request) => service.resetTwoFactor(request.params.id, operatorOf(request), contextOf(request)),
  );
  app.post(
    '/operators/:id/reset-password',
    {
      config: { access: 'operators.manage' },
      schema: { params: operatorIdParams, response: { 200: operatorInviteAnswerSchema } },
    },
    async (request) => service.resetPassword(request.params.id, operatorOf(request), contextOf(request)),
  );
}
