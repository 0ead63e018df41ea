export type DeviceKind = 'mobile' | 'tablet' | 'desktop' | 'unknown';

/** A readable summary of a session's user-agent string: browser, operating system, kind of device. */
export type DeviceSummary = { browser: string | null; os: string | null; kind: DeviceKind };

// order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari"
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\/\d/, 'Edge'],
  [/\b(?:OPR|Opera|OPiOS)\/\d/, 'Opera'],
  [/\bSamsungBrowser\/\d/, 'Samsung Internet'],
  [/\bYaBrowser\/\d/, 'Yandex Browser'],
  [/\bVivaldi\/\d/, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\/\d/, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\/\d/, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\/\d/, 'Safari'],
  [/\bcurl\/\d/, 'curl'],
];

const systems: Array<[RegExp, string]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function kindOf(userAgent: string, os: string | null): DeviceKind {
  if (/\biPad\b|\bTablet\b/.test(userAgent)) return 'tablet';
  if (os === 'Android') return /\bMobile\b/.test(userAgent) ? 'mobile' : 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b/.test(userAgent)) return 'mobile';
  if (os) return 'desktop';
  return 'unknown';
}

/** Summarises a user-agent string; unknown parts are null. */
export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, kind: 'unknown' };
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os, kind: kindOf(userAgent, os) };
}
