// Draws the link-preview image and the app icons into client/public, from SVG through sharp (already a dependency: the
// server uses it for media). Run once, commit the PNGs: `node scripts/make-share-image.mjs`. Text is set in Liberation
// Sans (metric-compatible with Arial), found through fontconfig; the PNGs are committed, so a machine without that font
// only matters when the images are redrawn.
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../client/public");

// The brand, as in client/src/index.css and the logo (components/layout/logo.tsx).
const BRAND_500 = "#8b5cf6";
const BRAND_700 = "#6d28d9";
const BRAND_900 = "#4c1d95";
const FUCHSIA_600 = "#c026d3";
const FONT = "Liberation Sans, Arial, Helvetica, sans-serif";
/** The logo's lightning bolt, drawn in a 20x20 box; its own centre is (9.5, 9.3), not the box's. */
const BOLT =
  "M11.3 1.05a.75.75 0 0 1 .45.8L10.9 8h4.35a.75.75 0 0 1 .57 1.24l-7 8a.75.75 0 0 1-1.31-.6L8.1 10.5H3.75a.75.75 0 0 1-.57-1.24l7-8a.75.75 0 0 1 1.12-.21Z";

/** The logo mark: the bolt centred on a violet gradient, in a square of `size`; `radius` 0 fills the square. */
function markSvg(size, { radius, boltShare }) {
  const bolt = size * boltShare;
  const scale = bolt / 20;
  const [x, y] = [(size - bolt) / 2 + 0.5 * scale, (size - bolt) / 2 + 0.7 * scale];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${BRAND_500}"/><stop offset="1" stop-color="${BRAND_700}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${radius}" fill="url(#g)"/>
  <path d="${BOLT}" fill="#fff" transform="translate(${x} ${y}) scale(${scale})"/>
</svg>`;
}

/** A score ring like the landing page's (score-ring.tsx): a track and an arc for `score` out of 100. */
function scoreRing(cx, cy, r, score) {
  const circumference = 2 * Math.PI * r;
  const arc = (circumference * score) / 100;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#ede9fe" stroke-width="18"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#059669" stroke-width="18" stroke-linecap="round"
    stroke-dasharray="${arc} ${circumference}" transform="rotate(-90 ${cx} ${cy})"/>
  <text x="${cx}" y="${cy + 22}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="64" fill="#0f172a">${score}</text>`;
}

/** 1200x630, the size Open Graph and Twitter's large card expect. */
function shareSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND_900}"/><stop offset="0.55" stop-color="${BRAND_700}"/>
      <stop offset="1" stop-color="${FUCHSIA_600}"/>
    </linearGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="90" r="190" fill="${FUCHSIA_600}" opacity="0.55" filter="url(#blur)"/>
  <circle cx="160" cy="600" r="220" fill="${BRAND_500}" opacity="0.5" filter="url(#blur)"/>

  <g transform="translate(80 72)">
    <rect width="64" height="64" rx="16" fill="#ffffff" fill-opacity="0.18"/>
    <path d="${BOLT}" fill="#fff" transform="translate(14.9 15.3) scale(1.8)"/>
    <text x="84" y="46" font-family="${FONT}" font-weight="700" font-size="42" fill="#fff">ViralScore</text>
  </g>

  <text font-family="${FONT}" font-weight="700" font-size="68" fill="#fff">
    <tspan x="80" y="278">Know your viral score</tspan>
    <tspan x="80" y="358">before you post</tspan>
  </text>
  <text font-family="${FONT}" font-size="32" fill="#fff" fill-opacity="0.88">
    <tspan x="80" y="448">TikTok, Reels and Shorts scored from 0 to 100,</tspan>
    <tspan x="80" y="492">with clear recommendations.</tspan>
  </text>

  <g transform="translate(880 165)">
    <rect width="240" height="300" rx="28" fill="#fff"/>
    ${scoreRing(120, 118, 78, 87)}
    <text x="120" y="246" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#475569">Viral score</text>
    <text x="120" y="278" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="26" fill="#047857">Excellent</text>
  </g>
</svg>`;
}

async function write(name, svg) {
  const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(path.join(publicDir, name));
  console.log(`${name}: ${info.width}x${info.height}, ${info.size} bytes`);
}

await write("og-image.png", shareSvg());
// "any" icons keep the logo's rounded corners; the maskable one and Apple's are full-bleed (the platform
// rounds or masks them), with the bolt inside the central 80% safe zone.
await write("icon-192.png", markSvg(192, { radius: 42, boltShare: 0.5 }));
await write("icon-512.png", markSvg(512, { radius: 112, boltShare: 0.5 }));
await write("icon-maskable-512.png", markSvg(512, { radius: 0, boltShare: 0.42 }));
await write("apple-touch-icon.png", markSvg(180, { radius: 0, boltShare: 0.5 }));
