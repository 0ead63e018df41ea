import {
  type AppSettings,
  appSettingsSchema,
  type Country,
  type Currency,
  defaultLocale,
  type LocaleStrings,
  type LogEventInput,
  policyPageKeys,
  type RegistrationFields,
  registrationFieldKeys,
  type ScriptEntry,
  supportedLocales,
} from '@casino/contracts';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type ContentRepository,
  createContentRepository,
  type ScriptAudience,
} from './content.repository.ts';
import { buildPhoneCodeList } from './content.rules.ts';

const isSupportedLocale = (value: string): boolean => (supportedLocales as readonly string[]).includes(value);

/** Settings, reference data, translations, policy pages, marketing scripts and client events. */
export function createContentService({ repository }: { repository: ContentRepository }) {
  return {
    /** The stored settings, validated against the contract so a bad edit fails loudly, not in the browser. */
    async getSettings(): Promise<AppSettings> {
      const rows = await repository.listSettings();
      const parsed = appSettingsSchema.safeParse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
      if (!parsed.success) {
        throw new AppError('INTERNAL_SERVER_ERROR', 'Internal server error', { cause: parsed.error });
      }
      return parsed.data;
    },

    /**
     * An operator's change of settings, in the caller's transaction (with its audit row): checked as
     * a whole against the contract, only the fields that differ written. Players read the settings
     * at each page load, so the change reaches them without a restart.
     */
    async updateSettings(changes: Partial<AppSettings>, tx: Executor) {
      const repo = createContentRepository(tx);
      const current = appSettingsSchema.parse(
        Object.fromEntries((await repo.listSettings()).map((row) => [row.key, row.value])),
      );
      const parsed = appSettingsSchema.safeParse({ ...current, ...changes });
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
        );
        throw new AppError('VALIDATION_ERROR', 'Some settings are not valid', { fields });
      }
      const next = parsed.data;
      const changed = (Object.keys(changes) as Array<keyof AppSettings>).filter(
        (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
      );
      await repo.saveSettings(changed.map((key) => ({ key, value: next[key] })));
      const pick = (settings: AppSettings) => Object.fromEntries(changed.map((key) => [key, settings[key]]));
      return { settings: next, changed, before: pick(current), after: pick(next) };
    },

    async getCountries(): Promise<{ rows: Country[]; allCountries: Country[]; phoneCodes: Country[] }> {
      const allCountries = await repository.listCountries();
      return {
        allCountries,
        rows: allCountries.filter((country) => country.code !== 'AX'),
        phoneCodes: buildPhoneCodeList(allCountries),
      };
    },

    async isKnownCountry(code: string): Promise<boolean> {
      return (await repository.listCountries()).some((country) => country.code === code);
    },

    async getCurrencies(): Promise<Currency[]> {
      const rows = await repository.listCurrencies();
      return rows.map(({ sortOrder: _sortOrder, ...currency }) => currency);
    },

    /** Each currency's high-roller stake (minor units): a win on at least this shows in High Rollers. */
    async highRollerBets(): Promise<Map<string, bigint>> {
      const rows = await repository.listCurrencies();
      return new Map(
        rows.flatMap((row) => (row.highRollerBet === null ? [] : [[row.code, row.highRollerBet]])),
      );
    },

    async getRegistrationFields(): Promise<RegistrationFields> {
      const stored = new Map((await repository.listRegistrationFields()).map((row) => [row.key, row.flag]));
      // a field the operator never configured stays hidden rather than appearing unexpectedly
      return Object.fromEntries(
        registrationFieldKeys.map((key) => [key, (stored.get(key) ?? 0) as 0 | 1 | 2]),
      ) as RegistrationFields;
    },

    /** Strings of one locale; a supported locale without translations yet is an empty set (the client falls back to en). */
    async getLocaleStrings(locale: string): Promise<LocaleStrings> {
      if (!isSupportedLocale(locale)) {
        throw new AppError('LOCALE_NOT_FOUND', `Locale "${locale}" is not available`);
      }
      return (await repository.findLocaleStrings(locale))?.strings ?? {};
    },

    /** A policy page in the requested locale, or in the default locale when it has no translation. */
    async getPolicyPage(key: string, locale: string) {
      if (!(policyPageKeys as readonly string[]).includes(key)) {
        throw new AppError('NOT_FOUND', 'Not found');
      }
      const page =
        (isSupportedLocale(locale) ? await repository.findPage(key, locale) : null) ??
        (await repository.findPage(key, defaultLocale));
      if (!page) throw new AppError('NOT_FOUND', 'Not found');
      return { key: page.key, locale: page.locale, title: page.title, body: page.body };
    },

    /** Scripts for the visitor's audience: guests, signed-in players, and depositors among them. */
    async getScripts({
      authenticated,
      depositor,
    }: {
      authenticated: boolean;
      depositor: boolean;
    }): Promise<ScriptEntry[]> {
      const audiences: ScriptAudience[] = authenticated
        ? depositor
          ? ['everyone', 'authenticated', 'depositors']
          : ['everyone', 'authenticated']
        : ['everyone', 'guests'];
      const rows = await repository.listActiveScripts(audiences);
      return rows.map(({ key, head, bodyStart, bodyEnd }) => ({ key, head, bodyStart, bodyEnd }));
    },

    async logEvent(input: LogEventInput, context: { ip: string }): Promise<void> {
      await repository.insertEvent({
        event: input.event,
        data: input.data,
        mkt: input.mkt ?? null,
        cpnc: input.cpncToSent ?? null,
        userDeviceType: input.userDeviceType ?? null,
        ip: context.ip,
      });
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
