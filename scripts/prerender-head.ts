// The <head> of a prerendered public page in its language: <html lang dir>, the title and description, the link
// previews, the hreflang alternates both ways, and for Arabic the preloaded font, so crawlers and link previews
// (which run no JavaScript) read each language's page in that language.
import fs from "node:fs";
import path from "node:path";

export type PageLanguage = "en" | "ar";

type PageMeta = { title: string; description: string };
type HeadTexts = { pages: Record<string, PageMeta>; shareTitle: string; shareDescription: string; imageAlt: string };

/** The public page's address in a language: "/privacy" ↔ "/ar/privacy", "/" ↔ "/ar". */
export function addressIn(language: PageLanguage, englishPath: string): string {
  if (language === "en") return englishPath;
  return englishPath === "/" ? "/ar" : `/ar${englishPath}`;
}

export function readHeadTexts(localesDir: string, language: PageLanguage): HeadTexts {
  const common = JSON.parse(fs.readFileSync(path.join(localesDir, language, "common.json"), "utf8")) as {
    meta: HeadTexts;
  };
  return common.meta;
}

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function setMeta(html: string, attribute: "name" | "property", key: string, value: string): string {
  const pattern = new RegExp(`(<meta\\s+${attribute}="${key}"\\s+content=")[^"]*(")`);
  if (!pattern.test(html)) throw new Error(`index.html has no <meta ${attribute}="${key}">`);
  return html.replace(pattern, `$1${escapeAttribute(value)}$2`);
}

export function localizeHead(
  template: string,
  options: { language: PageLanguage; englishPath: string; texts: HeadTexts; fontFiles: string[] },
): string {
  const { language, englishPath, texts, fontFiles } = options;
  const page = texts.pages[englishPath];
  if (!page) throw new Error(`no title and description for ${englishPath} in the ${language} catalogue`);
  const siteUrl = /<meta\s+property="og:url"\s+content="([^"]*?)\/?"/.exec(template)?.[1] ?? "";
  const url = (lang: PageLanguage) => `${siteUrl}${addressIn(lang, englishPath)}`;
  let html = template.replace(
    /<html lang="en" dir="ltr">/,
    language === "ar" ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
  );
  html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(page.title)}</title>`);
  html = setMeta(html, "name", "description", page.description);
  html = setMeta(html, "property", "og:locale", language === "ar" ? "ar_SA" : "en_US");
  html = setMeta(html, "property", "og:url", url(language));
  for (const [attribute, key] of [
    ["property", "og:title"],
    ["name", "twitter:title"],
  ] as const)
    html = setMeta(html, attribute, key, texts.shareTitle);
  for (const [attribute, key] of [
    ["property", "og:description"],
    ["name", "twitter:description"],
  ] as const)
    html = setMeta(html, attribute, key, texts.shareDescription);
  for (const [attribute, key] of [
    ["property", "og:image:alt"],
    ["name", "twitter:image:alt"],
  ] as const)
    html = setMeta(html, attribute, key, texts.imageAlt);
  const links = [
    `<link rel="canonical" href="${url(language)}" />`,
    `<link rel="alternate" hreflang="en" href="${url("en")}" />`,
    `<link rel="alternate" hreflang="ar" href="${url("ar")}" />`,
    `<link rel="alternate" hreflang="x-default" href="${url("en")}" />`,
    `<meta property="og:locale:alternate" content="${language === "ar" ? "en_US" : "ar_SA"}" />`,
    // The Arabic font is fetched with the page, not after the stylesheet is read, so the text does not jump.
    ...(language === "ar"
      ? fontFiles.map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin />`)
      : []),
  ];
  return html.replace("</head>", `    ${links.join("\n    ")}\n  </head>`);
}
