/**
 * The browser and system a User-Agent names, for a person to recognise their own computer (the QR confirm page, audit
 * AN3): "Chrome 131" and "Windows", not a full parse. Brands that build on another engine are tried first (Edge and
 * Opera say "Chrome" too, Chrome says "Safari"); an agent that names nothing known answers '' for that part.
 */
export function describeAgent(agent: string): { browser: string; system: string } {
  return { browser: browserOf(agent), system: systemOf(agent) };
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\bOPR\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\bFirefox\/(\d+)/, 'Firefox'],
  [/\bFxiOS\/(\d+)/, 'Firefox'],
  [/\bCriOS\/(\d+)/, 'Chrome'],
  [/\bChrome\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//, 'Safari'],
  [/\bcurl\/(\d+)/, 'curl'],
];

function browserOf(agent: string): string {
  for (const [pattern, name] of BROWSERS) {
    const found = pattern.exec(agent);
    if (found) return `${name} ${found[1]}`;
  }
  return '';
}

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function systemOf(agent: string): string {
  return SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? '';
}
