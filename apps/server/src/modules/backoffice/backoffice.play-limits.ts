import { playLimitsSettingsSchema } from '@casino/contracts';
import { oneAnswer } from '@casino/contracts/backoffice';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ModuleApp } from '../../platform/module.ts';
import type { Content } from '../content/index.ts';
import type { ResponsibleGaming } from '../responsible-gaming/index.ts';
import type { OperatorAuthService } from './backoffice.auth.ts';
import type { BackofficeRepository } from './backoffice.repository.ts';
import { type BackofficeRoute, contextOf, installGuard, operatorOf } from './backoffice.routes.ts';
import { auditWriter } from './backoffice.service.ts';

/*
 * The back-office's play limits (issue 21): the largest single bet the casino takes per currency
 * (spec §3 global bet limit) and the monthly winnings rule per currency (spec §9). Reading them
 * needs players.read; changing them settings.manage, audited with before and after.
 */
export async function playLimitsAdminRoutes(
  app: ModuleApp,
  {
    auth,
    routeTable,
    responsibleGaming,
    content,
    transaction,
    clock,
  }: {
    auth: OperatorAuthService;
    routeTable: BackofficeRoute[];
    responsibleGaming: Pick<ResponsibleGaming, 'playLimitSettings' | 'updatePlayLimitSettings'>;
    content: Pick<Content, 'getCurrencies'>;
    transaction: <T>(work: (repo: BackofficeRepository, tx: Executor) => Promise<T>) => Promise<T>;
    clock: Clock;
  },
) {
  installGuard(app, auth, routeTable);
  const audit = auditWriter(clock);

  app.get(
    '/responsible-gaming/play-limits',
    {
      config: { access: 'players.read' },
      schema: { response: { 200: oneAnswer(playLimitsSettingsSchema) } },
    },
    async () => ({ data: await responsibleGaming.playLimitSettings() }),
  );

  app.put(
    '/responsible-gaming/play-limits',
    {
      config: { access: 'settings.manage' },
      schema: { body: playLimitsSettingsSchema, response: { 200: oneAnswer(playLimitsSettingsSchema) } },
    },
    async (request) => {
      const { globalBetLimits, monthlyWinnings } = request.body;
      const currencies = await content.getCurrencies();
      const unknownIn = (codes: string[]) =>
        codes.filter((code) => !currencies.some((entry) => entry.code === code));
      for (const [field, codes] of [
        ['globalBetLimits', Object.keys(globalBetLimits)],
        ['monthlyWinnings', Object.keys(monthlyWinnings)],
      ] as const) {
        const unknown = unknownIn(codes);
        if (unknown.length > 0) {
          const message = `The casino does not keep ${unknown.join(', ')}`;
          throw new AppError('VALIDATION_ERROR', message, { fields: { [field]: message } });
        }
      }
      for (const [code, rule] of Object.entries(monthlyWinnings)) {
        if (rule.ceiling !== null && BigInt(rule.ceiling) < BigInt(rule.base)) {
          const message = `${code}: the ceiling cannot be below the first month's limit`;
          throw new AppError('VALIDATION_ERROR', message, {
            fields: { [`monthlyWinnings.${code}.ceiling`]: message },
          });
        }
      }
      await transaction(async (repo, tx) => {
        const { before, after } = await responsibleGaming.updatePlayLimitSettings(request.body, tx);
        await audit(repo, operatorOf(request), contextOf(request), {
          action: 'play-limits.update',
          subjectType: 'responsible-gaming',
          subjectId: 'play-limits',
          before,
          after,
        });
      });
      // read after the commit: this process's bets keep the new limits from now on
      return { data: await responsibleGaming.playLimitSettings({ fresh: true }) };
    },
  );
}
