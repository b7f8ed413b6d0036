import { isIPv4 } from 'node:net';
import { indiaDateTime } from '../exports/cells';

/** Who asked, as far as a request shows it: a short name of the browser and a masked address. */
export interface RequestOrigin {
  browser: string;
  address: string;
}

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/(?:\b|Headless)Chrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (text: string, patterns: [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1];

/** "Chrome on Windows", "Firefox", "an unknown browser on Linux"… */
export function describeBrowser(userAgent: string | undefined): string {
  const text = userAgent ?? '';
  const browser = firstMatch(text, BROWSERS) ?? 'an unknown browser';
  const system = firstMatch(text, SYSTEMS);
  return system ? `${browser} on ${system}` : browser;
}

/**
 * The address with its last part hidden: 203.0.113.x, or the first four groups of an IPv6
 * address. None when the client has gone (Node forgets a closed socket's address).
 */
export function maskAddress(ip: string | undefined): string {
  if (!ip) return 'an unknown address';
  const v4 = ip.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.x`;
  const groups = ip.split(':').filter(Boolean).slice(0, 4);
  return groups.length > 0 ? `${groups.join(':')}:…` : 'an unknown address';
}

export const requestOrigin = (request: { ip: string | undefined; headers: { 'user-agent'?: string } }): RequestOrigin => ({
  browser: describeBrowser(request.headers['user-agent']),
  address: maskAddress(request.ip),
});

/** What the verification email and page say to whoever did not ask. */
export const NOT_YOU = "If this wasn't you, close this page: nothing changes.";

/** "Asked on 15-06-2025, 03:30 PM (India time), from Chrome on Windows, address 203.0.113.x." */
export function describeRequest(askedAt: string, origin: Partial<RequestOrigin>): string {
  return (
    `Asked on ${indiaDateTime(askedAt)} (India time), from ${origin.browser ?? 'an unknown browser'}, ` +
    `address ${origin.address ?? 'unknown'}.`
  );
}
