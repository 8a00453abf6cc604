// A person-readable name for a session's browser, from its User-Agent header, for the profile's list of active
// sessions: "Chrome on Android", "Safari on iPhone", "Firefox on Windows". A few ordered rules cover the browsers
// people use; a full UA database (ua-parser-js and the like) is not worth its weight for a label. Anything not
// recognised is "Unknown device", never a guess.

export const UNKNOWN_DEVICE = "Unknown device";

// Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari"; Chrome also says "Safari";
// every iOS browser is WebKit and says "Safari" and "Mobile".
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ["Edge", /\b(?:Edg|EdgA|EdgiOS|Edge)\//],
  ["Opera", /\b(?:OPR|OPiOS|Opera)\b/],
  ["Samsung Internet", /\bSamsungBrowser\//],
  ["Firefox", /\b(?:Firefox|FxiOS)\//],
  ["Chrome", /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\//],
  ["Safari", /\bVersion\/[\d.]+.*\bSafari\/|\b(?:iPhone|iPad|iPod)\b.*\bMobile\//],
];

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ["iPhone", /\b(?:iPhone|iPod)\b/],
  ["iPad", /\biPad\b/],
  ["Android", /\bAndroid\b/],
  ["Windows", /\bWindows\b/],
  ["ChromeOS", /\bCrOS\b/],
  // iPads since iPadOS 13 ask for desktop pages and say "Macintosh": they are named macOS here, as Apple intends.
  ["macOS", /\b(?:Macintosh|Mac OS X)\b/],
  ["Linux", /\b(?:Linux|X11)\b/],
];

function firstMatch(rules: Array<[string, RegExp]>, userAgent: string): string | undefined {
  return rules.find(([, pattern]) => pattern.test(userAgent))?.[0];
}

/** The browser's and the system's names, each null when not recognised (the interface words them per language). */
export function deviceParts(userAgent: string | null | undefined): { browser: string | null; system: string | null } {
  // Only browsers start with the Mozilla/ token; curl, scripts and bots are not named after a guess.
  if (!userAgent || !/^Mozilla\/\d/.test(userAgent)) return { browser: null, system: null };
  return { browser: firstMatch(BROWSERS, userAgent) ?? null, system: firstMatch(SYSTEMS, userAgent) ?? null };
}

/** "Browser on system", the browser or the system alone when only one is known, else "Unknown device". */
export function describeDevice(userAgent: string | null | undefined): string {
  const { browser, system } = deviceParts(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return UNKNOWN_DEVICE;
}
