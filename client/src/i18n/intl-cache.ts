// An Intl formatter takes milliseconds to build (the Hijri calendar most, and the first one of a locale most of
// all), and a phone's first render asked for the same few hundreds of times, through the formatters (format.ts) and
// through every number set in a message (i18n.ts): each is built once per locale and options, when first used.

const intlCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(tag: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${tag}|${options ? JSON.stringify(options) : ""}`;
  let format = intlCache.get(key) as Intl.NumberFormat | undefined;
  if (!format) intlCache.set(key, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${tag}|${JSON.stringify(options)}`;
  let format = intlCache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) intlCache.set(key, (format = new Intl.DateTimeFormat(tag, options)));
  return format;
}
