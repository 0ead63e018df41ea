import type {
  AppSettings,
  Gender,
  RegistrationFields,
  RegistrationType,
  SignUpPayload,
} from '@casino/contracts';
import { createSignUpSchema } from '@casino/contracts/accounts';
import { limits } from '@casino/contracts/validations';
import { passwordRulesFrom } from '../../../lib/password-rules';
import type { AttributionFields } from '../../../lib/tracking';
import { defaultDateOfBirth } from './dates';

/** What the registration form holds; text inputs keep '' rather than null. */
export type SignUpValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  countryCode: string;
  currencyCode: string;
  dateOfBirth: string;
  gender: Gender | '';
  address: string;
  city: string;
  zipCode: string;
  phoneCode: string;
  phone: string;
  newsLetter: boolean;
  subscribe: boolean;
};
export type SignUpField = keyof SignUpValues;
export type FieldErrors<Field extends string = SignUpField> = Partial<Record<Field, string>>;

/** The shared sign-up schema of the contracts, built from settings and the field flags. */
export function signUpSchemaFor(settings: AppSettings, fields: RegistrationFields, today: Date) {
  return createSignUpSchema({
    passwordRules: passwordRulesFrom(settings),
    fields,
    phoneRegistration: settings.emailPhoneRegistration,
    today,
  });
}
export type SignUpSchema = ReturnType<typeof signUpSchemaFor>;

export function initialSignUpValues(defaults: {
  countryCode: string;
  currencyCode: string;
  phoneCode: string;
  today: Date;
}): SignUpValues {
  return {
    email: '',
    password: '',
    firstName: '',
    lastName: '',
    username: '',
    countryCode: defaults.countryCode,
    currencyCode: defaults.currencyCode,
    dateOfBirth: defaultDateOfBirth(defaults.today),
    gender: '',
    address: '',
    city: '',
    zipCode: '',
    phoneCode: defaults.phoneCode,
    phone: '',
    newsLetter: false,
    subscribe: false,
  };
}

/** Personal-detail fields in the order the form shows them. */
export const detailFieldOrder = [
  'firstName',
  'lastName',
  'username',
  'dateOfBirth',
  'gender',
  'countryCode',
  'currencyCode',
  'phone',
  'address',
  'city',
  'zipCode',
] as const satisfies readonly SignUpField[];
export type DetailField = (typeof detailFieldOrder)[number];

export const shown = (fields: RegistrationFields, field: keyof RegistrationFields) => fields[field] !== 0;
export const required = (fields: RegistrationFields, field: keyof RegistrationFields) => fields[field] === 2;

/** Step 2's personal fields, per the registration-fields flags (spec §5: 0 hidden). */
export function visibleDetailFields(fields: RegistrationFields, type: RegistrationType): DetailField[] {
  // a phone registration asks for the number on the first step
  return detailFieldOrder.filter((field) => shown(fields, field) && !(type === 'phone' && field === 'phone'));
}

/** The fields each step validates before it lets the player on. */
export function stepFields(type: RegistrationType, step: 1 | 2, fields: RegistrationFields): SignUpField[] {
  if (type === 'oneClick') return ['currencyCode', 'countryCode', 'subscribe'];
  // the phone is checked against the country, so its problems stop the first step too
  if (step === 1) return type === 'email' ? ['email', 'password'] : ['phone', 'countryCode', 'password'];
  const consent: SignUpField[] = shown(fields, 'newsLetter') ? ['newsLetter', 'subscribe'] : ['subscribe'];
  return [...visibleDetailFields(fields, type), 'phoneCode', ...consent];
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export type SignUpContext = {
  fields: RegistrationFields;
  attribution: AttributionFields;
  userAgent: string;
  screenResolution: string | null;
  firstUrl: string | null;
  language: string;
  linkAccount?: boolean;
  linkedAccountUuid?: string | null;
  /** The code of the referral link the visitor arrived with (refer-a-friend). */
  referralCode?: string | null;
  /** The browser's device id, sent as `uniqueKey`. */
  deviceId?: string | null;
};

/** The context a form validates with; the visit's attribution and device facts are added on submit. */
export function formSignUpContext(
  fields: RegistrationFields,
  language: string,
  link: Pick<SignUpContext, 'linkAccount' | 'linkedAccountUuid'> = {},
): SignUpContext {
  return {
    fields,
    attribution: { cpnc: null, mkt: null, token: null },
    userAgent: '',
    screenResolution: null,
    firstUrl: null,
    language,
    ...link,
  };
}

/**
 * The whole sign-up payload of spec §3: the credentials of the chosen registration type, the
 * personal fields the operator shows (hidden ones are null), consent, and the attribution and device
 * facts (device string capped at 500 characters, the device id as `uniqueKey`, the referral code).
 */
export function buildSignUpPayload(
  values: SignUpValues,
  type: RegistrationType,
  context: SignUpContext,
): SignUpPayload {
  const { fields } = context;
  const oneClick = type === 'oneClick';
  const detail = (field: DetailField) =>
    !oneClick && shown(fields, field) ? blankToNull(values[field]) : null;
  const phone = type === 'phone' ? blankToNull(values.phone) : detail('phone');
  return {
    registrationType: type,
    email: type === 'email' ? values.email.trim() : null,
    password: oneClick ? null : values.password,
    firstName: detail('firstName'),
    lastName: detail('lastName'),
    username: detail('username'),
    // the phone check needs the country; one click keeps the detected one
    countryCode: oneClick || phone !== null ? blankToNull(values.countryCode) : detail('countryCode'),
    currencyCode: oneClick || shown(fields, 'currencyCode') ? blankToNull(values.currencyCode) : null,
    dateOfBirth: detail('dateOfBirth'),
    gender: !oneClick && shown(fields, 'gender') && values.gender !== '' ? values.gender : null,
    address: detail('address'),
    city: detail('city'),
    zipCode: detail('zipCode'),
    phoneCode: phone !== null ? blankToNull(values.phoneCode) : null,
    phone,
    newsLetter: !oneClick && shown(fields, 'newsLetter') ? values.newsLetter : false,
    // one click: pressing the button is the consent (the schema still wants it sent)
    subscribe: oneClick ? true : values.subscribe,
    token: context.attribution.token,
    linkedAccountUuid: context.linkedAccountUuid ?? null,
    linkAccount: context.linkAccount ?? false,
    preferredLanguage: context.language.slice(0, 10),
    uniqueKey: context.deviceId ?? null,
    userUUID: null,
    cpnc: context.attribution.cpnc,
    mkt: context.attribution.mkt,
    userDeviceType: context.userAgent.slice(0, limits.deviceStringMaxLength),
    mirrorDomainFk: null,
    screenResolution: context.screenResolution,
    uidToken: null,
    firstUrl: context.firstUrl?.slice(0, limits.urlMaxLength) ?? null,
    referralCode: context.referralCode ?? null,
  };
}

/** The first message per field of a failed parse (`countryCode` problems of the phone land on phone). */
export function errorsFromIssues(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Validates the whole payload with the shared schema and returns the problems by field. */
export function validateSignUp(schema: SignUpSchema, payload: SignUpPayload): FieldErrors<string> {
  const result = schema.safeParse(payload);
  return result.success ? {} : errorsFromIssues(result.error.issues);
}

/** The problems of one step's fields only. */
export function errorsOf(errors: FieldErrors<string>, fields: readonly string[]): FieldErrors<string> {
  const picked: FieldErrors<string> = {};
  for (const field of fields) if (errors[field]) picked[field] = errors[field];
  return picked;
}

/** `1920x1080` of the screen, or null where there is none. */
export function screenResolutionOf(screen: { width: number; height: number } | undefined): string | null {
  if (!screen?.width || !screen.height) return null;
  return `${Math.round(screen.width)}x${Math.round(screen.height)}`;
}

/**
 * Whether this page is served on the operator's mirror domain, where logging in is switched off
 * (spec §4: there a registration keeps the new player signed in by itself).
 */
export function isOnMirrorDomain(mirrorDomain: string | null, hostname: string): boolean {
  if (!mirrorDomain) return false;
  let host = mirrorDomain.trim().toLowerCase();
  try {
    host = new URL(host.includes('://') ? host : `https://${host}`).hostname;
  } catch {
    return false;
  }
  return host !== '' && host === hostname.toLowerCase();
}
