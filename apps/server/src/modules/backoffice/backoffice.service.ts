import {
  type AppSettings,
  type BetLimitKind,
  type PaymentStatus,
  type Theme,
  themes,
} from '@casino/contracts';
import type {
  AuditRow,
  BonusOfferAdmin,
  BonusOfferCreate,
  BonusOfferListItem,
  BonusOfferUpdate,
  CouponAdmin,
  CouponCreate,
  CouponUpdate,
  DashboardAnswer,
  HarmMarker,
  HarmMarkerKind,
  LedgerRow,
  LedgerType,
  OperatorRole,
  PaymentMethodAdmin,
  PaymentMethodUpdate,
  PlayerDetail,
  PlayerListItem,
  PlayerRakeback,
  RakebackSettingsAdmin,
  RakebackSettingsUpdate,
  RoundRow,
  WithdrawalQueueItem,
} from '@casino/contracts/backoffice';
import type {
  LoyaltyAdjust,
  LoyaltyAdmin,
  LoyaltyLevelDefinition,
  LoyaltyLevelSet,
  LoyaltyLevelsUpdate,
  LoyaltyRatesUpdate,
  PlayerLoyalty,
} from '@casino/contracts/loyalty';
import type { RaceDefinition, WinOfTheMonthSettings } from '@casino/contracts/races';
import type { ReferralAdmin, ReferralSettings, ReferralStatus } from '@casino/contracts/referrals';
import type { Executor, Statement } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomReadable } from '../../lib/tokens.ts';
import type { Accounts, SessionRow, UserRow } from '../accounts/index.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { Cashier } from '../cashier/index.ts';
import type { Content } from '../content/index.ts';
import type { Games } from '../games/index.ts';
import { type Loyalty, type LoyaltyLevelRow, loyaltyHistoryView } from '../loyalty/index.ts';
import type { RaceRow, Races, WinOfTheMonthSettingsRow } from '../races/index.ts';
import type { Rakeback, RakebackSettingsRow } from '../rakeback/index.ts';
import type { Referrals } from '../referrals/index.ts';
import type { DepositLimitPeriod, HarmMarkerRow, ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { Wallet } from '../wallet/index.ts';
import type { OperatorAuth, OperatorContext } from './backoffice.auth.ts';
import type { AuditFilter, AuditLogRow, BackofficeRepository, OperatorRow } from './backoffice.repository.ts';
import { operatorView } from './backoffice.view.ts';

type Page = { page: number; pageSize: number };
const window = ({ page, pageSize }: Page) => ({ offset: (page - 1) * pageSize, limit: pageSize });
const dayMs = 24 * 60 * 60_000;
/** Days the dashboard's chart covers, today included. */
const dashboardDays = 14;
/** Sessions (and payments, bonuses, sign-ins) shown on a player's page. */
const sessionsShown = 20;
/** Rows a CSV export holds at most. */
export const auditExportLimit = 50_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;
export const displayName = (user: UserRow) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || null;

/** A race's terms as an operator set them (what its audit rows hold). */
function raceDefinitionOf(race: RaceRow): RaceDefinition {
  return {
    name: race.name,
    description: race.description,
    currency: race.currency,
    metric: race.metric,
    entry: race.entry,
    games: race.games,
    minBet: race.minBet.toString(),
    prizes: race.prizes,
    startsAt: race.startsAt.toISOString(),
    endsAt: race.endsAt.toISOString(),
  };
}

function winOfTheMonthView(row: WinOfTheMonthSettingsRow): WinOfTheMonthSettings {
  return {
    enabled: row.enabled,
    currency: row.currency,
    metric: row.metric,
    rule: row.rule,
    games: row.games,
    minBet: row.minBet.toString(),
  };
}

function playerListItem(user: UserRow): PlayerListItem {
  return {
    id: user.id,
    uniqueId: user.uniqueId,
    email: user.email,
    username: user.username,
    name: displayName(user),
    phone: user.phone ? `${user.phoneCode ?? ''}${user.phone}` : null,
    countryCode: user.countryCode,
    currencyCode: user.currencyCode,
    blocked: user.blockedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

function sessionView(session: SessionRow) {
  return {
    id: session.id,
    ip: session.ip,
    country: session.country,
    userAgent: session.userAgent,
    createdAt: session.createdAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    endedAt: iso(session.endedAt),
    endReason: session.endReason,
  };
}

function offerView(row: Awaited<ReturnType<Bonuses['offersAdmin']['list']>>[number]): BonusOfferAdmin {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: row.description,
    matchBp: row.matchBp,
    maxBonus: row.maxBonus,
    minDeposit: row.minDeposit,
    wageringMultiplier: row.wageringMultiplier,
    depositNumber: row.depositNumber,
    validDays: row.validDays,
    isActive: row.isActive,
    sortPriority: row.sortPriority,
    bannerTitle: row.bannerTitle,
    terms: row.terms,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    daysOfWeek: row.daysOfWeek,
    dates: row.dates,
    countries: row.countries,
    languages: row.languages,
    tags: row.tags,
    type: row.type,
    bonusAmount: row.bonusAmount,
    maxParticipants: row.maxParticipants,
    retryDays: row.retryDays,
    requiresEmailVerification: row.requiresEmailVerification,
    registeredWithinDays: row.registeredWithinDays,
    couponOnly: row.couponOnly,
    minDeposits: row.minDeposits,
    onePerNetwork: row.onePerNetwork,
    maxBet: row.maxBet,
    maxWin: row.maxWin,
    minBalance: row.minBalance,
    excludedGames: row.excludedGames,
    gameWeights: row.gameWeights,
    wageringType: row.wageringType,
    freeSpinsGame: row.freeSpinsGame,
    freeSpinsCount: row.freeSpinsCount,
    freeSpinStake: row.freeSpinStake,
    createdAt: row.createdAt.toISOString(),
  };
}

function couponView(
  row: Awaited<ReturnType<Bonuses['couponsAdmin']['list']>>[number],
  offerTitle = 'Unknown offer',
): CouponAdmin {
  return {
    id: row.id,
    code: row.code,
    offerId: row.offerId,
    offerTitle,
    maxUses: row.maxUses,
    uses: row.uses,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    countries: row.countries,
    currencies: row.currencies,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function methodView(row: Awaited<ReturnType<Cashier['methods']['allMethods']>>[number]): PaymentMethodAdmin {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    title: row.title,
    description: row.description,
    isActive: row.isActive,
    hidden: row.hidden,
    withdrawalExist: row.withdrawalExist,
    sortPriority: row.sortPriority,
    allowedCountries: row.allowedCountries,
    restrictedCountries: row.restrictedCountries,
    tagRestrictedCountries: row.tagRestrictedCountries,
    allowedCurrencies: row.allowedCurrencies,
    restrictedCurrencies: row.restrictedCurrencies,
    allowEmails: row.allowEmails,
    allowTags: row.allowTags,
    limits: row.limits,
  };
}

/** One operator change as the audit log keeps it. */
export type AuditChange = {
  action: string;
  subjectType: string;
  subjectId: string | number;
  before?: unknown;
  after?: unknown;
};

/** Writes an operator's change to the audit log (in the repository's transaction), stamped by the clock. */
export function auditWriter(clock: Clock) {
  return (repo: BackofficeRepository, auth: OperatorAuth, context: OperatorContext, change: AuditChange) =>
    repo.insertAudit({
      at: clock.now(),
      operatorId: auth.operator.id,
      operatorEmail: auth.operator.email,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: String(change.subjectId),
      before: change.before ?? null,
      after: change.after ?? null,
      ip: context.ip,
    });
}

function harmMarkerView(row: HarmMarkerRow, user: UserRow | null): HarmMarker {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    detail: row.detail,
    raisedAt: row.raisedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: row.reviewedBy,
    note: row.note,
    player: { id: row.userId, uniqueId: user?.uniqueId ?? '', email: user?.email ?? null },
  };
}

export function auditRowView(row: AuditLogRow): AuditRow {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    ip: row.ip,
  };
}

const levelDefinition = (row: LoyaltyLevelRow): LoyaltyLevelDefinition => ({
  level: row.level,
  name: row.name,
  xpThreshold: row.xpThreshold,
  reward: row.reward,
  withdrawalLimit: row.withdrawalLimit,
  personalManager: row.personalManager,
});

function loyaltyAdminView(
  levels: LoyaltyLevelRow[],
  rates: Record<string, string>,
  updatedAt: Date,
): LoyaltyAdmin {
  return { levels: levels.map(levelDefinition), rates, updatedAt: updatedAt.toISOString() };
}

function rakebackSettingsView(row: RakebackSettingsRow): RakebackSettingsAdmin {
  return {
    percentBp: row.percentBp,
    levelPercentBp: row.levelPercentBp,
    includeBonusMoney: row.includeBonusMoney,
    hiddenThemes: row.hiddenThemes.filter((theme): theme is Theme =>
      (themes as readonly string[]).includes(theme),
    ),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The audit filter of a query: `to` is an inclusive day, so the range ends at the next midnight (UTC). */
export function auditFilterOf(query: {
  operator?: string | undefined;
  action?: string | undefined;
  subject?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}): AuditFilter {
  const from = query.from ? new Date(`${query.from}T00:00:00Z`) : undefined;
  const to = query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs) : undefined;
  if (from && to && from.getTime() >= to.getTime())
    throw new AppError('VALIDATION_ERROR', 'The start date is after the end date', {
      fields: { from: 'The start date is after the end date' },
    });
  return { operator: query.operator, action: query.action, subject: query.subject, from, to };
}

/**
 * What operators read and do: players (search, their page, ledger, rounds, notes, ending their
 * sessions), the audit log, and the operators themselves. Every change is written with its audit
 * row in one transaction; every view of a player's personal data is audited too.
 */
export function createBackofficeService({
  repository,
  transaction,
  clock,
  accounts,
  wallet,
  games,
  responsibleGaming,
  content,
  cashier,
  bonuses,
  rakeback,
  loyalty,
  races,
  referrals,
}: {
  races: Races;
  referrals: Referrals;
  cashier: Cashier;
  rakeback: Rakeback;
  loyalty: Loyalty;
  bonuses: Pick<Bonuses, 'hasActive' | 'offersAdmin' | 'couponsAdmin' | 'history' | 'cancel'>;
  repository: BackofficeRepository;
  transaction: <T>(work: (repo: BackofficeRepository, tx: Executor) => Promise<T>) => Promise<T>;
  clock: Clock;
  accounts: Accounts;
  wallet: Wallet;
  games: Games;
  responsibleGaming: ResponsibleGaming;
  content: Content;
}) {
  const audit = auditWriter(clock);

  /** A race's currency must be one the casino keeps, and its games must be in the catalog. */
  async function checkCurrencyAndGames(currency: string, slugs: string[]): Promise<void> {
    const [currencies, known] = await Promise.all([content.getCurrencies(), games.knownSlugs(slugs)]);
    if (!currencies.some((entry) => entry.code === currency))
      throw new AppError('VALIDATION_ERROR', `The casino does not keep ${currency}`, {
        fields: { currency: `The casino does not keep ${currency}` },
      });
    const unknown = slugs.filter((slug) => !known.includes(slug));
    if (unknown.length > 0)
      throw new AppError('VALIDATION_ERROR', `No such game: ${unknown.join(', ')}`, {
        fields: { games: `No such game: ${unknown.join(', ')}` },
      });
  }
  const checkRace = (definition: RaceDefinition) =>
    checkCurrencyAndGames(definition.currency, definition.games);

  /** The audit row of a change another module commits: run in that change's own transaction. */
  const auditStatement = (auth: OperatorAuth, context: OperatorContext, change: AuditChange): Statement => ({
    name: 'backoffice-audit-insert',
    text: `insert into audit_log (at, operator_id, operator_email, action, subject_type, subject_id, before, after, ip)
      values ($1::timestamptz, $2::bigint, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
    values: [
      clock.now().toISOString(),
      String(auth.operator.id),
      auth.operator.email,
      change.action,
      change.subjectType,
      String(change.subjectId),
      JSON.stringify(change.before ?? null),
      JSON.stringify(change.after ?? null),
      context.ip,
    ],
  });

  async function exponents() {
    const currencies = await content.getCurrencies();
    const byCode = new Map(currencies.map((currency) => [currency.code, currency.exponent]));
    return (code: string) => byCode.get(code) ?? 2;
  }

  async function player(id: number): Promise<UserRow> {
    const user = await accounts.playerById(id);
    if (!user) throw new AppError('NOT_FOUND', 'There is no such player');
    return user;
  }

  async function loyaltySettings(): Promise<LoyaltyAdmin> {
    const { levels, settings } = await loyalty.ladder();
    return loyaltyAdminView(levels, settings.rates, settings.updatedAt);
  }

  /** A player's level, points, xp and loyalty history. */
  async function playerLoyalty(id: number): Promise<PlayerLoyalty> {
    const user = await player(id);
    const [standing, history, { levels }, exponentOf] = await Promise.all([
      loyalty.standing(user.id),
      loyalty.history(user.id, 100),
      loyalty.ladder(),
      exponents(),
    ]);
    const exponentsByCode = new Map(
      history.flatMap((row) => (row.currency ? [[row.currency, exponentOf(row.currency)] as const] : [])),
    );
    return {
      level: standing.level,
      levelName: levels.find((rung) => rung.level === standing.level)?.name ?? `Level ${standing.level}`,
      loyaltyPoints: standing.loyaltyPoints,
      xp: standing.xp,
      pointsTillLevelUp: standing.pointsTillLevelUp,
      personalManager: standing.personalManager,
      history: history.map((row) => loyaltyHistoryView(row, exponentsByCode)),
    };
  }

  /** Spec §6: support changes bet and loss limits only for players of the operator's level or higher. */
  async function mayChangeLimits(userId: number): Promise<boolean> {
    const [{ limitChangeMinLevel }, level] = await Promise.all([
      responsibleGaming.playLimitSettings(),
      loyalty.levelOf(userId),
    ]);
    return level >= limitChangeMinLevel;
  }

  return {
    audit,

    async searchPlayers(query: { q: string } & Page) {
      const { rows, total } = await accounts.searchPlayers({ q: query.q, ...window(query) });
      return { data: rows.map(playerListItem), total };
    },

    /** A player's page; the view of their personal data is audited. */
    async playerDetail(id: number, auth: OperatorAuth, context: OperatorContext): Promise<PlayerDetail> {
      const user = await player(id);
      const [
        balances,
        sessions,
        state,
        notes,
        exponentOf,
        payments,
        bonusHistory,
        signIns,
        limitChangeAllowed,
      ] = await Promise.all([
        wallet.balances(user.id, user.currencyCode),
        accounts.recentSessions(user.id, sessionsShown),
        responsibleGaming.operatorView(user.id),
        repository.listNotes(user.id),
        exponents(),
        cashier.withdrawals.latestPayments(user.id, sessionsShown),
        bonuses.history(user.id, sessionsShown),
        accounts.recentSignIns(user.id, sessionsShown),
        mayChangeLimits(user.id),
      ]);
      await audit(repository, auth, context, {
        action: 'player.view',
        subjectType: 'player',
        subjectId: user.id,
      });
      return {
        ...playerListItem(user),
        firstName: user.firstName,
        lastName: user.lastName,
        dateOfBirth: user.dateOfBirth,
        city: user.city,
        address: user.address,
        zipCode: user.zipCode,
        kycStatus: user.kycStatus,
        isEmailVerified: user.isEmailVerified,
        tags: user.tags,
        blockedAt: iso(user.blockedAt),
        blockReason: user.blockReason,
        balances: {
          real: balances.cash.toString(),
          bonus: balances.bonus.toString(),
          exponent: exponentOf(user.currencyCode),
        },
        sessions: sessions.map(sessionView),
        responsibleGaming: {
          breakKind: state.runningBreak?.kind ?? null,
          breakEndsAt: iso(state.runningBreak?.until ?? null),
          betLimits: state.betLimits,
          betLimitsPending: state.betLimitsPending,
          sessionLimitMinutes: state.sessionLimitMinutes,
          realityCheckMinutes: state.realityCheckMinutes,
          limitChangeAllowed,
          expiredBreak: state.expiredBreak,
          depositLimits: state.depositLimits,
        },
        notes: notes.map((note) => ({
          id: note.id,
          operatorEmail: note.operatorEmail,
          text: note.text,
          createdAt: note.createdAt.toISOString(),
        })),
        payments: payments.map(({ id, direction, method, amount, currency, status, createdAt }) => ({
          id,
          direction,
          method,
          amount,
          currency,
          status,
          createdAt,
        })),
        bonuses: bonusHistory.map(
          ({
            id,
            title,
            status,
            currency,
            bonusAmount,
            wageringRequired,
            wagered,
            activatedAt,
            expiresAt,
            endReason,
            kind,
            freeSpins,
            cashback,
          }) => ({
            id,
            title,
            status,
            currency,
            bonusAmount,
            wageringRequired,
            wagered,
            activatedAt,
            expiresAt,
            endReason,
            kind,
            freeSpins: freeSpins
              ? { total: freeSpins.total, left: freeSpins.left, won: freeSpins.won }
              : null,
            cashback: cashback
              ? { percent: cashback.percent, netLoss: cashback.netLoss, accrued: cashback.accrued }
              : null,
          }),
        ),
        signIns: signIns.map((attempt) => ({
          createdAt: attempt.createdAt.toISOString(),
          ip: attempt.ip,
          country: attempt.country,
          succeeded: attempt.succeeded,
        })),
      };
    },

    async ledger(
      id: number,
      query: Page & { type?: LedgerType | undefined },
    ): Promise<{ data: LedgerRow[]; total: number }> {
      const user = await player(id);
      const [{ rows, count }, exponentOf] = await Promise.all([
        wallet.postings(user.id, { ...window(query), ...(query.type ? { types: [query.type] } : {}) }),
        exponents(),
      ]);
      return {
        total: count,
        data: rows.map((row) => ({
          id: row.idempotencyKey,
          createdAt: row.createdAt.toISOString(),
          type: row.type,
          status: row.status,
          amount: row.amount.toString(),
          cashBefore: row.cashBefore.toString(),
          cashAfter: row.cashAfter.toString(),
          bonusBefore: row.bonusBefore.toString(),
          bonusAfter: row.bonusAfter.toString(),
          currencyCode: row.currency,
          exponent: exponentOf(row.currency),
          reference: row.reference,
        })),
      };
    },

    async rounds(id: number, page: Page): Promise<{ data: RoundRow[]; total: number }> {
      const user = await player(id);
      const [{ rows, total }, exponentOf] = await Promise.all([
        games.playerRounds(user.id, window(page)),
        exponents(),
      ]);
      return {
        total,
        data: rows.map((row) => ({
          id: row.id,
          roundKey: row.roundKey,
          createdAt: row.createdAt.toISOString(),
          gameSlug: row.gameSlug,
          gameName: row.gameName,
          bet: row.bet.toString(),
          win: row.win.toString(),
          currencyCode: row.currency,
          exponent: exponentOf(row.currency),
          serverSeedHash: row.serverSeedHash,
          clientSeed: row.clientSeed,
          nonce: row.nonce,
        })),
      };
    },

    /** Ends every live session of the player (their open tabs are signed out at once). */
    async endPlayerSessions(id: number, auth: OperatorAuth, context: OperatorContext) {
      const user = await player(id);
      return transaction(async (repo, tx) => {
        const ended = await accounts.endAllSessions(user.id, 'SECURITY_LOGOUT', { tx });
        await audit(repo, auth, context, {
          action: 'player.sessions.end',
          subjectType: 'player',
          subjectId: user.id,
          after: { ended: ended.length },
        });
        return { ended: ended.length };
      });
    },

    async addNote(id: number, text: string, auth: OperatorAuth, context: OperatorContext) {
      const user = await player(id);
      return transaction(async (repo) => {
        const note = await repo.insertNote({
          userId: user.id,
          operatorId: auth.operator.id,
          text,
          createdAt: clock.now(),
        });
        await audit(repo, auth, context, {
          action: 'player.note.add',
          subjectType: 'player',
          subjectId: user.id,
          after: { noteId: note.id, text },
        });
        return {
          id: note.id,
          operatorEmail: auth.operator.email,
          text,
          createdAt: note.createdAt.toISOString(),
        };
      });
    },

    /**
     * Cancels a player's active bonus with a reason: its bonus money is burnt, and the audit row
     * commits in the bonus's own posting.
     */
    async cancelPlayerBonus(
      id: number,
      input: { bonusId: string; reason: string },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      const user = await player(id);
      const bonus = await bonuses.cancel(user.id, {
        bonusId: input.bonusId,
        reason: input.reason,
        records: [
          auditStatement(auth, context, {
            action: 'player.bonus-cancel',
            subjectType: 'player',
            subjectId: user.id,
            before: { bonus: input.bonusId, status: 'active' },
            after: { bonus: input.bonusId, status: 'cancelled', reason: input.reason },
          }),
        ],
      });
      return { id: bonus.id, status: bonus.status, endReason: bonus.endReason };
    },

    /** Blocks (ending their sessions) or unblocks a player, with the reason. */
    async setBlocked(
      id: number,
      change: { blocked: boolean; reason: string },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      const user = await player(id);
      return transaction(async (repo, tx) => {
        const after = await accounts.setBlocked(user.id, change, tx);
        await audit(repo, auth, context, {
          action: change.blocked ? 'player.block' : 'player.unblock',
          subjectType: 'player',
          subjectId: user.id,
          before: { blocked: user.blockedAt !== null, reason: user.blockReason },
          after: { blocked: after.blockedAt !== null, reason: change.reason },
        });
        return { blocked: after.blockedAt !== null, blockReason: after.blockReason };
      });
    },

    /** Adds or removes one tag of a player (tags are lower-case, each once). */
    async changeTag(id: number, tag: string, add: boolean, auth: OperatorAuth, context: OperatorContext) {
      const user = await player(id);
      const name = tag.toLowerCase();
      const tags = add
        ? [...new Set([...user.tags, name])]
        : user.tags.filter((existing) => existing !== name);
      return transaction(async (repo, tx) => {
        const after = await accounts.setTags(user.id, tags, tx);
        await audit(repo, auth, context, {
          action: add ? 'player.tag.add' : 'player.tag.remove',
          subjectType: 'player',
          subjectId: user.id,
          before: { tags: user.tags },
          after: { tags: after },
        });
        return { tags: after };
      });
    },

    /**
     * Changes (null: removes) a bet or loss limit at the player's request (spec §4: removal goes
     * through support; §6: only for players of an eligible level): tighter at once, looser after 24
     * hours. Audited with the limit before and what was asked.
     */
    async changeBetLimit(
      id: number,
      input: { kind: BetLimitKind; amount: string | null; note: string },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      const user = await player(id);
      // read before the transaction (one connection on PGlite): only a looser change needs the level
      const [allowed, { limitChangeMinLevel }] = await Promise.all([
        mayChangeLimits(user.id),
        responsibleGaming.playLimitSettings(),
      ]);
      const change = await transaction(async (repo, tx) => {
        const made = await responsibleGaming.changeBetLimitBySupport(
          user.id,
          input.kind,
          input.amount === null ? null : BigInt(input.amount),
          tx,
        );
        if (made.applies === 'nothing')
          throw new AppError('VALIDATION_ERROR', 'The player has no such limit', {
            fields: { kind: 'The player has no such limit' },
          });
        // spec §6: raising or removing a limit through support is for players of an eligible level;
        // a new or lower limit is always set (refusing it here rolls the change back)
        if (made.applies === 'later' && !allowed)
          throw new AppError(
            'FORBIDDEN',
            `Support raises or removes bet and loss limits only for players of level ${limitChangeMinLevel} or higher`,
          );
        await audit(repo, auth, context, {
          action: input.amount === null ? 'player.limit.remove' : 'player.limit.change',
          subjectType: 'player',
          subjectId: user.id,
          before: { [input.kind]: made.before, waiting: made.replaced },
          after: { [input.kind]: input.amount, applies: made.applies, from: made.from, note: input.note },
        });
        return made;
      });
      // committed: the providers' path reads the player's limits again
      responsibleGaming.forget(user.id);
      return change;
    },

    /** Changes a deposit limit at the player's request: the player's own 24-hour rule for raises applies. */
    async changeDepositLimit(
      id: number,
      period: DepositLimitPeriod,
      input: { amount: string | null; note: string },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      const user = await player(id);
      return transaction(async (repo, tx) => {
        const change = await responsibleGaming.changeDepositLimitBySupport(
          user.id,
          period,
          input.amount === null ? null : BigInt(input.amount),
          tx,
        );
        if (change.applies === 'nothing')
          throw new AppError('VALIDATION_ERROR', 'The player has no such limit', {
            fields: { amount: 'The player has no such limit' },
          });
        await audit(repo, auth, context, {
          action: 'player.deposit-limit.change',
          subjectType: 'player',
          subjectId: user.id,
          before: { [period]: change.before },
          after: { [period]: input.amount, applies: change.applies, from: change.from, note: input.note },
        });
        return change;
      });
    },

    /** Ends what is left of a break whose end has passed (never a running one); audited. */
    async liftExpiredBreak(id: number, note: string, auth: OperatorAuth, context: OperatorContext) {
      const user = await player(id);
      const lifted = await responsibleGaming.liftExpiredBreak(user.id);
      await audit(repository, auth, context, {
        action: 'player.break.lift',
        subjectType: 'player',
        subjectId: user.id,
        before: lifted,
        after: { note },
      });
      return lifted;
    },

    /** Markers of harm, newest first, with the players they are about. */
    async harmMarkers(
      filter: {
        status: 'open' | 'reviewed' | 'all';
        kind?: HarmMarkerKind | undefined;
        player?: number | undefined;
      },
      page: Page,
    ) {
      const { rows, total } = await responsibleGaming.harmMarkers.list(
        { status: filter.status, kind: filter.kind, userId: filter.player },
        window(page),
      );
      const players = new Map<number, UserRow | null>();
      for (const id of new Set(rows.map((row) => row.userId))) players.set(id, await accounts.playerById(id));
      return { data: rows.map((row) => harmMarkerView(row, players.get(row.userId) ?? null)), total };
    },

    /** An operator reviewed a marker (what was done, in the note); audited. */
    async reviewHarmMarker(id: number, note: string, auth: OperatorAuth, context: OperatorContext) {
      const reviewed = await transaction(async (repo, tx) => {
        const row = await responsibleGaming.harmMarkers.review(
          id,
          { by: auth.operator.email, note, at: clock.now() },
          tx,
        );
        if (!row) throw new AppError('NOT_FOUND', 'No open marker with this id');
        await audit(repo, auth, context, {
          action: 'harm-marker.review',
          subjectType: 'player',
          subjectId: row.userId,
          before: { marker: row.id, kind: row.kind, status: 'open' },
          after: { status: 'reviewed', note },
        });
        return row;
      });
      return harmMarkerView(reviewed, await accounts.playerById(reviewed.userId));
    },

    async auditLog(filter: AuditFilter, page: Page) {
      const { rows, total } = await repository.listAudit(filter, window(page));
      return { data: rows.map(auditRowView), total };
    },

    /** The rows of an export, newest first; the export itself is audited. */
    async auditExport(filter: AuditFilter, auth: OperatorAuth, context: OperatorContext) {
      const { rows, total } = await repository.listAudit(filter, { offset: 0, limit: auditExportLimit });
      await audit(repository, auth, context, {
        action: 'audit.export',
        subjectType: 'audit',
        subjectId: 'log',
        after: { filter, rows: rows.length, total },
      });
      return rows.map(auditRowView);
    },

    async settings() {
      return content.getSettings();
    },

    /** Changes settings (validated as a whole); the audit row holds each changed field before and after. */
    async updateSettings(changes: Partial<AppSettings>, auth: OperatorAuth, context: OperatorContext) {
      return transaction(async (repo, tx) => {
        const result = await content.updateSettings(changes, tx);
        if (result.changed.length > 0)
          await audit(repo, auth, context, {
            action: 'settings.update',
            subjectType: 'settings',
            subjectId: 'app',
            before: result.before,
            after: result.after,
          });
        return { data: result.settings, changed: result.changed };
      });
    },

    async rakebackSettings(): Promise<RakebackSettingsAdmin> {
      return rakebackSettingsView(await rakeback.settings());
    },

    /** Changes the rakeback terms; the audit row holds each changed field before and after. */
    async updateRakebackSettings(
      changes: RakebackSettingsUpdate,
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      return transaction(async (repo, tx) => {
        const { before, after } = await rakeback.settingsAdmin.update(changes, tx);
        const keys = Object.keys(changes) as Array<keyof RakebackSettingsUpdate>;
        const [was, is] = [rakebackSettingsView(before), rakebackSettingsView(after)];
        await audit(repo, auth, context, {
          action: 'rakeback-settings.update',
          subjectType: 'rakeback-settings',
          subjectId: 'calendar',
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, is[key]])),
        });
        return { data: is };
      });
    },

    /** Refer-a-friend's terms. */
    async referralSettings() {
      return { data: await referrals.admin.settings() };
    },

    /** Changes refer-a-friend's terms; the audit row holds them before and after. */
    async updateReferralSettings(settings: ReferralSettings, auth: OperatorAuth, context: OperatorContext) {
      const currencies = await content.getCurrencies();
      const unknownIn = (amounts: Record<string, string>) =>
        Object.keys(amounts).filter((code) => !currencies.some((entry) => entry.code === code));
      const fields = Object.fromEntries(
        (['reward', 'wagerRequired'] as const).flatMap((field) => {
          const unknown = unknownIn(settings[field]);
          return unknown.length > 0 ? [[field, `The casino does not keep ${unknown.join(', ')}`]] : [];
        }),
      );
      if (Object.keys(fields).length > 0)
        throw new AppError('VALIDATION_ERROR', Object.values(fields).join('; '), { fields });
      await transaction(async (repo, tx) => {
        const { before, after } = await referrals.admin.update(settings, tx);
        await audit(repo, auth, context, {
          action: 'referral-settings.update',
          subjectType: 'referrals',
          subjectId: 'settings',
          before,
          after,
        });
      });
      return { data: await referrals.admin.settings() };
    },

    /** Referred sign-ups and their rewards, newest first. */
    async referrals(query: Page & { status?: ReferralStatus | undefined }) {
      const { offset, limit } = window(query);
      const [{ rows, total }, exponentOf] = await Promise.all([
        referrals.admin.page(query.status, offset, limit),
        exponents(),
      ]);
      const people = new Map(
        (
          await Promise.all(
            [...new Set(rows.flatMap((row) => [row.referrerId, row.friendId]))].map((id) =>
              accounts.playerById(id),
            ),
          )
        ).flatMap((user) => (user ? [[user.id, user] as const] : [])),
      );
      const nameOf = (id: number) => {
        const user = people.get(id);
        return user ? (displayName(user) ?? user.email ?? user.username ?? user.uniqueId) : `#${id}`;
      };
      const data: ReferralAdmin[] = rows.map((row) => ({
        id: String(row.friendId),
        referrerId: String(row.referrerId),
        referrerName: nameOf(row.referrerId),
        friendId: String(row.friendId),
        friendName: nameOf(row.friendId),
        status: row.status,
        refusal: row.refusal,
        friendIp: row.friendIp,
        reward:
          row.status === 'paid' && row.currency
            ? { amount: row.reward.toString(), currency: row.currency, exponent: exponentOf(row.currency) }
            : null,
        createdAt: row.createdAt.toISOString(),
        qualifiedAt: iso(row.qualifiedAt),
        paidAt: iso(row.paidAt),
      }));
      return { data, total };
    },

    /** Races, newest start first. */
    async races(query: Page) {
      const { offset, limit } = window(query);
      const { rows, total } = await races.admin.list(offset, limit);
      return { data: rows, total };
    },

    /** A race with its whole board (the final result once it ended). */
    async race(id: number) {
      const detail = await races.admin.detail(id);
      // operators see who a player is (their name or email), not the public alias
      const people = await Promise.all(
        detail.leaderboard.map((row) => accounts.playerById(Number(row.userId))),
      );
      const leaderboard = detail.leaderboard.map((row, index) => {
        const user = people[index];
        return user ? { ...row, name: displayName(user) ?? user.email ?? user.username ?? row.name } : row;
      });
      return { data: { ...detail, leaderboard } };
    },

    /** Schedules a race (its finish job is part of the same transaction). */
    async createRace(definition: RaceDefinition, auth: OperatorAuth, context: OperatorContext) {
      await checkRace(definition);
      const race = await transaction(async (repo, tx) => {
        const created = await races.admin.create(definition, tx);
        await audit(repo, auth, context, {
          action: 'race.create',
          subjectType: 'race',
          subjectId: created.id,
          after: raceDefinitionOf(created),
        });
        return created;
      });
      return { data: await races.admin.view(race.id) };
    },

    /** Changes a race before it starts. */
    async updateRace(id: number, definition: RaceDefinition, auth: OperatorAuth, context: OperatorContext) {
      await checkRace(definition);
      await transaction(async (repo, tx) => {
        const { before, after } = await races.admin.update(id, definition, tx);
        await audit(repo, auth, context, {
          action: 'race.update',
          subjectType: 'race',
          subjectId: id,
          before: raceDefinitionOf(before),
          after: raceDefinitionOf(after),
        });
      });
      return { data: await races.admin.view(id) };
    },

    /** Cancels a race before it is finished: nothing is paid, nothing is owed. */
    async cancelRace(id: number, reason: string, auth: OperatorAuth, context: OperatorContext) {
      await transaction(async (repo, tx) => {
        const { before, after } = await races.admin.cancel(id, reason, tx);
        await audit(repo, auth, context, {
          action: 'race.cancel',
          subjectType: 'race',
          subjectId: id,
          before: { status: before.status },
          after: { status: after.status, reason },
        });
      });
      return { data: await races.admin.view(id) };
    },

    async winOfTheMonthSettings() {
      return { data: winOfTheMonthView(await races.admin.winOfTheMonthSettings()) };
    },

    /** The monthly race's rule: it applies from the next month made (this month's at once, if none yet). */
    async updateWinOfTheMonth(settings: WinOfTheMonthSettings, auth: OperatorAuth, context: OperatorContext) {
      await checkCurrencyAndGames(settings.currency, settings.games);
      // the fixed 700 is in major units: 700 of a crypto currency is no monthly prize
      if ((await content.getCurrencies()).find((entry) => entry.code === settings.currency)?.isCrypto)
        throw new AppError('VALIDATION_ERROR', 'Win of the month is paid in a fiat currency', {
          fields: { currency: 'Win of the month is paid in a fiat currency' },
        });
      await transaction(async (repo, tx) => {
        const { before, after } = await races.admin.updateWinOfTheMonth(settings, tx);
        await audit(repo, auth, context, {
          action: 'win-of-the-month.update',
          subjectType: 'races',
          subjectId: 'win-of-the-month',
          before: winOfTheMonthView(before),
          after: winOfTheMonthView(after),
        });
      });
      await races.ensureWinOfTheMonth();
      return { data: winOfTheMonthView(await races.admin.winOfTheMonthSettings()) };
    },

    /** The loyalty ladder and the point rates. */
    loyaltySettings,

    /** Replaces the ladder; the audit row holds the whole ladder before and after. */
    async updateLoyaltyLevels(update: LoyaltyLevelsUpdate, auth: OperatorAuth, context: OperatorContext) {
      await transaction(async (repo, tx) => {
        const { before, after } = await loyalty.admin.replaceLevels(update.levels, tx);
        await audit(repo, auth, context, {
          action: 'loyalty-levels.update',
          subjectType: 'loyalty',
          subjectId: 'levels',
          before: before.map(levelDefinition),
          after: after.map(levelDefinition),
        });
      });
      return { data: await loyaltySettings() };
    },

    /** Changes the point rates (they apply to stakes counted from now on). */
    async updateLoyaltyRates(update: LoyaltyRatesUpdate, auth: OperatorAuth, context: OperatorContext) {
      await transaction(async (repo, tx) => {
        const { before, after } = await loyalty.admin.updateRates(update.rates, tx);
        await audit(repo, auth, context, {
          action: 'loyalty-rates.update',
          subjectType: 'loyalty',
          subjectId: 'rates',
          before: before.rates,
          after: after.rates,
        });
      });
      return { data: await loyaltySettings() };
    },

    /** A player's level, points, xp and loyalty history. */
    playerLoyalty,

    /** Adds or takes away a player's points and xp (audited with the reason). */
    async adjustLoyaltyPoints(
      id: number,
      change: LoyaltyAdjust,
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      const user = await player(id);
      await transaction(async (repo, tx) => {
        const { before, after } = await loyalty.admin.adjust(user.id, change.points, change.reason, tx);
        await audit(repo, auth, context, {
          action: 'player.loyalty-points',
          subjectType: 'player',
          subjectId: user.id,
          // added points may reach levels at once: the level is part of the change
          before: { points: before.points, xp: before.xp, level: before.level },
          after: { points: after.points, xp: after.xp, level: after.level, reason: change.reason },
        });
      });
      return { data: await playerLoyalty(user.id) };
    },

    /** Sets a player's level, up or down (audited with the reason). */
    async setLoyaltyLevel(id: number, change: LoyaltyLevelSet, auth: OperatorAuth, context: OperatorContext) {
      const user = await player(id);
      await transaction(async (repo, tx) => {
        const { before, after } = await loyalty.admin.setLevel(user.id, change.level, change.reason, tx);
        await audit(repo, auth, context, {
          action: 'player.loyalty-level',
          subjectType: 'player',
          subjectId: user.id,
          before: { level: before.level, xp: before.xp },
          after: { level: after.level, xp: after.xp, reason: change.reason },
        });
      });
      return { data: await playerLoyalty(user.id) };
    },

    /** A player's rakeback calendar: taking part or not, their time zone, the latest days. */
    async playerRakeback(id: number): Promise<PlayerRakeback> {
      const user = await player(id);
      const [{ row, status, running, days }, exponentOf] = await Promise.all([
        rakeback.playerOverview({ id: user.id, currencyCode: user.currencyCode }),
        exponents(),
      ]);
      return {
        status,
        timeZone: row?.timeZone ?? null,
        optedOutAt: iso(row?.optedOutAt ?? null),
        openDay:
          row && running
            ? {
                dayDate: row.dayDate,
                endsAt: row.dayEndsAt.toISOString(),
                ngr: running.ngr,
                amount: running.amount,
                currency: running.currency,
              }
            : null,
        exponent: exponentOf(user.currencyCode),
        days,
      };
    },

    async paymentMethods(): Promise<{ data: PaymentMethodAdmin[]; total: number }> {
      const rows = await cashier.methods.allMethods();
      const data = [...rows].sort((a, b) => b.sortPriority - a.sortPriority || a.id - b.id).map(methodView);
      return { data, total: data.length };
    },

    /** Changes a payment method; the audit row holds each changed field before and after. */
    async updatePaymentMethod(
      id: number,
      changes: PaymentMethodUpdate,
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      return transaction(async (repo, tx) => {
        const { before, after } = await cashier.methods.updateMethod(id, changes, tx);
        const keys = Object.keys(changes) as Array<keyof PaymentMethodUpdate>;
        const [was, is] = [methodView(before), methodView(after)];
        await audit(repo, auth, context, {
          action: 'payment-method.update',
          subjectType: 'payment-method',
          subjectId: id,
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, is[key]])),
        });
        return { data: is };
      });
    },

    async bonusOffers(): Promise<{ data: BonusOfferListItem[]; total: number }> {
      const [rows, stats] = await Promise.all([bonuses.offersAdmin.list(), bonuses.offersAdmin.stats()]);
      const none = { players: 0, taken: 0, completed: 0, granted: {}, converted: {} };
      return {
        data: rows.map((row) => ({ ...offerView(row), stats: stats.get(row.id) ?? none })),
        total: rows.length,
      };
    },

    async createBonusOffer(input: BonusOfferCreate, auth: OperatorAuth, context: OperatorContext) {
      return transaction(async (repo, tx) => {
        const row = offerView(await bonuses.offersAdmin.create(input, tx));
        await audit(repo, auth, context, {
          action: 'bonus-offer.create',
          subjectType: 'bonus-offer',
          subjectId: row.id,
          after: input,
        });
        return { data: row };
      });
    },

    /** Changes an offer (deactivating it is `isActive: false`); players see it within 30 s. */
    async updateBonusOffer(
      id: number,
      changes: BonusOfferUpdate,
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      return transaction(async (repo, tx) => {
        const { before, after } = await bonuses.offersAdmin.update(id, changes, tx);
        const keys = Object.keys(changes) as Array<keyof BonusOfferUpdate>;
        const [was, is] = [offerView(before), offerView(after)];
        await audit(repo, auth, context, {
          action: 'bonus-offer.update',
          subjectType: 'bonus-offer',
          subjectId: id,
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, is[key]])),
        });
        return { data: is };
      });
    },

    async coupons(): Promise<{ data: CouponAdmin[]; total: number }> {
      const [rows, offers] = await Promise.all([bonuses.couponsAdmin.list(), bonuses.offersAdmin.list()]);
      const titles = new Map(offers.map((offer) => [offer.id, offer.title]));
      return { data: rows.map((row) => couponView(row, titles.get(row.offerId))), total: rows.length };
    },

    async createCoupon(input: CouponCreate, auth: OperatorAuth, context: OperatorContext) {
      // read before the transaction: the embedded database serves one connection
      const offer = (await bonuses.offersAdmin.list()).find((entry) => entry.id === input.offerId);
      return transaction(async (repo, tx) => {
        const row = await bonuses.couponsAdmin.create(input, tx);
        await audit(repo, auth, context, {
          action: 'coupon.create',
          subjectType: 'coupon',
          subjectId: row.id,
          after: input,
        });
        return { data: couponView(row, offer?.title) };
      });
    },

    /** Changes a coupon (switching it off is `isActive: false`); players see it at once. */
    async updateCoupon(id: number, changes: CouponUpdate, auth: OperatorAuth, context: OperatorContext) {
      // read before the transaction: the embedded database serves one connection
      const offers = await bonuses.offersAdmin.list();
      return transaction(async (repo, tx) => {
        const { before, after } = await bonuses.couponsAdmin.update(id, changes, tx);
        const offer = offers.find((entry) => entry.id === after.offerId);
        const keys = Object.keys(changes) as Array<keyof CouponUpdate>;
        const [was, is] = [couponView(before, offer?.title), couponView(after, offer?.title)];
        await audit(repo, auth, context, {
          action: 'coupon.update',
          subjectType: 'coupon',
          subjectId: id,
          before: Object.fromEntries(keys.map((key) => [key, was[key]])),
          after: Object.fromEntries(keys.map((key) => [key, is[key]])),
        });
        return { data: is };
      });
    },

    /** Today's money and the last 14 days per currency, active players, withdrawals waiting. */
    async dashboard(): Promise<DashboardAnswer['data']> {
      const now = clock.now();
      const todayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const from = new Date(todayStart.getTime() - (dashboardDays - 1) * dayMs);
      const [totals, activePlayersToday, pending, exponentOf] = await Promise.all([
        wallet.dailyTotals(from),
        wallet.activePlayers(todayStart),
        cashier.withdrawals.queue('pending', { offset: 0, limit: 1 }),
        exponents(),
      ]);
      const days = Array.from({ length: dashboardDays }, (_, index) =>
        new Date(from.getTime() + index * dayMs).toISOString().slice(0, 10),
      );
      const today = days.at(-1) as string;
      const currencies = [...new Set(totals.map((row) => row.currency))].sort();
      return {
        today,
        activePlayersToday,
        pendingWithdrawals: pending.total,
        currencies: currencies.map((currency) => {
          const series = days.map((day) => {
            const row = totals.find((entry) => entry.day === day && entry.currency === currency);
            const ggr = row ? row.bets - row.wins - row.rollbacks : 0n;
            return {
              day,
              deposits: (row?.deposits ?? 0n).toString(),
              withdrawals: (row?.withdrawals ?? 0n).toString(),
              ggr: ggr.toString(),
              ngr: (ggr - (row?.bonusConverted ?? 0n)).toString(),
              players: row?.players ?? 0,
            };
          });
          return {
            currency,
            exponent: exponentOf(currency),
            today: series.at(-1) as (typeof series)[number],
            days: series,
          };
        }),
      };
    },

    /** The withdrawal queue with each player's risk facts beside their request. */
    async withdrawalQueue(
      query: { status: PaymentStatus } & Page,
    ): Promise<{ data: WithdrawalQueueItem[]; total: number }> {
      const [{ data, total }, exponentOf] = await Promise.all([
        cashier.withdrawals.queue(query.status, window(query)),
        exponents(),
      ]);
      const items = await Promise.all(
        data.map(async (payment) => {
          const user = await player(payment.playerId);
          const [totals, balances, activeBonus] = await Promise.all([
            wallet.moneyInOut(user.id),
            wallet.balances(user.id, user.currencyCode),
            bonuses.hasActive(user.id),
          ]);
          return {
            id: payment.id,
            method: payment.method,
            amount: payment.amount,
            currency: payment.currency,
            exponent: exponentOf(payment.currency),
            status: payment.status,
            createdAt: payment.createdAt,
            destination: payment.details.destination ?? null,
            fee: payment.details.fee ?? null,
            receiveAmount: payment.details.receiveAmount ?? null,
            player: { id: user.id, uniqueId: user.uniqueId, email: user.email, kycStatus: user.kycStatus },
            facts: {
              deposited: totals.deposited.toString(),
              withdrawn: totals.withdrawn.toString(),
              depositCount: totals.deposits,
              cashBalance: balances.cash.toString(),
              activeBonus,
            },
          };
        }),
      );
      return { data: items, total };
    },

    /** Approves a pending withdrawal: the payout starts; the audit row commits with the approval. */
    async approveWithdrawal(id: string, auth: OperatorAuth, context: OperatorContext) {
      const payment = await cashier.withdrawals.approve(id, [
        auditStatement(auth, context, {
          action: 'withdrawal.approve',
          subjectType: 'withdrawal',
          subjectId: id,
          before: { status: 'pending' },
          after: { status: 'processing' },
        }),
      ]);
      return { id: payment.id, status: payment.status };
    },

    /** Rejects a pending withdrawal with a reason: the funds return; the audit row commits with them. */
    async rejectWithdrawal(id: string, reason: string, auth: OperatorAuth, context: OperatorContext) {
      const payment = await cashier.withdrawals.reject(id, reason, [
        auditStatement(auth, context, {
          action: 'withdrawal.reject',
          subjectType: 'withdrawal',
          subjectId: id,
          before: { status: 'pending' },
          after: { status: 'declined', reason },
        }),
      ]);
      return { id: payment.id, status: payment.status };
    },

    async listOperators() {
      const rows = await repository.listOperators();
      return { data: rows.map(operatorView), total: rows.length };
    },

    /**
     * A new operator with a temporary password (shown once): at their first sign-in they enrol
     * two-factor, then must choose their own password before anything else.
     */
    async inviteOperator(
      input: { email: string; role: OperatorRole },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      if (await repository.findOperatorByEmail(input.email))
        throw new AppError('EMAIL_TAKEN', 'An operator with this email already exists', {
          fields: { email: 'An operator with this email already exists' },
        });
      const temporaryPassword = randomReadable(16);
      const passwordHash = await hashPassword(temporaryPassword);
      const created = await transaction(async (repo) => {
        const row = await repo.insertOperator({
          email: input.email,
          role: input.role,
          passwordHash,
          passwordChangeRequired: true,
        });
        await audit(repo, auth, context, {
          action: 'operator.invite',
          subjectType: 'operator',
          subjectId: row.id,
          after: { email: row.email, role: row.role },
        });
        return row;
      });
      return { data: operatorView(created), temporaryPassword };
    },

    /** A role or status change; at least one active owner always remains. A disabled operator's sessions end. */
    async updateOperator(
      id: number,
      changes: { role?: OperatorRole | undefined; status?: 'active' | 'disabled' | undefined },
      auth: OperatorAuth,
      context: OperatorContext,
    ) {
      return transaction(async (repo) => {
        const before = await repo.lockOperator(id);
        if (!before) throw new AppError('NOT_FOUND', 'There is no such operator');
        const after = { role: changes.role ?? before.role, status: changes.status ?? before.status };
        const losesOwner =
          before.role === 'owner' &&
          before.status === 'active' &&
          (after.role !== 'owner' || after.status !== 'active');
        if (losesOwner && (await repo.countActiveOwners()) <= 1)
          throw new AppError('VALIDATION_ERROR', 'At least one active owner must remain');
        const updated = await repo.updateOperator(id, after);
        if (after.status === 'disabled') await repo.endOperatorSessions(id, 'disabled', clock.now());
        await audit(repo, auth, context, {
          action: 'operator.update',
          subjectType: 'operator',
          subjectId: id,
          before: { role: before.role, status: before.status },
          after,
        });
        return { data: operatorView(updated) };
      });
    },

    /**
     * A forgotten password: a new temporary one (shown once to the owner) that the operator must
     * replace at their next sign-in; their sessions end. Their second factor stays as it was.
     */
    async resetPassword(id: number, auth: OperatorAuth, context: OperatorContext) {
      if (id === auth.operator.id)
        throw new AppError('VALIDATION_ERROR', 'Change your own password on your Account page');
      const temporaryPassword = randomReadable(16);
      const passwordHash = await hashPassword(temporaryPassword);
      return transaction(async (repo) => {
        const before = await repo.lockOperator(id);
        if (!before) throw new AppError('NOT_FOUND', 'There is no such operator');
        const updated = await repo.updateOperator(id, { passwordHash, passwordChangeRequired: true });
        await repo.endOperatorSessions(id, 'password-reset', clock.now());
        await audit(repo, auth, context, {
          action: 'operator.password.reset',
          subjectType: 'operator',
          subjectId: id,
        });
        return { data: operatorView(updated), temporaryPassword };
      });
    },

    /** Clears an operator's second factor: they enrol again at their next sign-in. */
    async resetTwoFactor(id: number, auth: OperatorAuth, context: OperatorContext) {
      return transaction(async (repo) => {
        const before = await repo.lockOperator(id);
        if (!before) throw new AppError('NOT_FOUND', 'There is no such operator');
        const updated = await repo.updateOperator(id, {
          totpSecret: null,
          pendingTotpSecret: null,
          totpLastStep: null,
        });
        await repo.replaceRecoveryCodes(id, [], clock.now());
        await repo.endOperatorSessions(id, 'two-factor-reset', clock.now());
        await audit(repo, auth, context, {
          action: 'operator.two-factor.reset',
          subjectType: 'operator',
          subjectId: id,
          before: { twoFactorEnrolled: before.totpSecret !== null },
          after: { twoFactorEnrolled: false },
        });
        return { data: operatorView(updated) };
      });
    },
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;

/** An operator row for the first owner (CLI, environment, or the development seed). */
export async function ownerRow(
  email: string,
  password: string,
): Promise<Pick<OperatorRow, 'email' | 'role' | 'passwordHash'>> {
  return { email: email.toLowerCase(), role: 'owner', passwordHash: await hashPassword(password) };
}
