// The Debian packages the product and its tests run, installed by the README's own commands so that a fresh
// machine needs nothing else: `npm ci` runs this for the product's packages (postinstall), and `npm test` runs it
// for the test tools too. Already installed packages are left alone, so the second run costs a few file checks.
//
//   node scripts/system-packages.mjs            the product's packages
//   node scripts/system-packages.mjs --test     and the tests' (Chromium for the browser tests, nginx for the
//                                               two-process tests)
//
// It installs with apt-get when it can (as root, or through sudo without a password). When it cannot (no apt-get,
// not root), or when VIRALSCORE_SKIP_SYSTEM_PACKAGES=1, it prints loudly what is missing and the command that
// installs it, and exits 0: the product then runs on what it finds (docs/decisions/016-debian-ffmpeg.md).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** Each package and the file that shows it is installed. */
const PRODUCT = [
  // Decodes every upload. Debian's build is current and maintained; the npm fallback is a 2018 build.
  { name: "ffmpeg", file: "/usr/bin/ffmpeg", why: "decodes uploads (ffmpeg and ffprobe)" },
  {
    name: "tesseract-ocr-ara",
    file: "/usr/share/tesseract-ocr/5/tessdata/ara.traineddata",
    why: "reads Arabic on-screen text",
  },
  // Test images and the share image draw English and Arabic text in this font.
  {
    name: "fonts-dejavu-core",
    file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    why: "draws English and Arabic text",
  },
];
const TESTS = [
  { name: "chromium", file: "/usr/bin/chromium", why: "runs the browser tests" },
  { name: "nginx", file: "/usr/sbin/nginx", why: "runs the two-process tests behind a load balancer" },
];

const wantsTests = process.argv.includes("--test");
const wanted = wantsTests ? [...PRODUCT, ...TESTS] : PRODUCT;
const missing = wanted.filter((pkg) => !fs.existsSync(pkg.file));
if (missing.length === 0) process.exit(0);

const names = missing.map((pkg) => pkg.name);
const command = `apt-get update && apt-get install -y ${names.join(" ")}`;
const banner = (lines) => {
  const bar = "!".repeat(78);
  console.error(`\n${bar}\n${lines.map((line) => `!! ${line}`).join("\n")}\n${bar}\n`);
};
const listing = missing.map((pkg) => `  ${pkg.name}: ${pkg.why}`);

function canRun(bin, args) {
  return spawnSync(bin, args, { stdio: "ignore" }).status === 0;
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const hasApt = fs.existsSync("/usr/bin/apt-get");
const sudo = !isRoot && hasApt && canRun("sudo", ["-n", "true"]) ? ["sudo", "-n"] : null;

if (process.env.VIRALSCORE_SKIP_SYSTEM_PACKAGES === "1" || !hasApt || (!isRoot && !sudo)) {
  const reason =
    process.env.VIRALSCORE_SKIP_SYSTEM_PACKAGES === "1"
      ? "VIRALSCORE_SKIP_SYSTEM_PACKAGES=1 is set"
      : !hasApt
        ? "this machine has no apt-get"
        : "this user is not root and sudo asks for a password";
  banner([
    `MISSING SYSTEM PACKAGES, not installed because ${reason}:`,
    ...listing,
    `Install them with: ${isRoot || !hasApt ? "" : "sudo "}${command}`,
    "Without them the product falls back (an old npm ffmpeg, English-only OCR) and some tests skip or fail.",
  ]);
  process.exit(0);
}

console.log(
  `Installing the Debian packages that ${wantsTests ? "the product and its tests need" : "the product needs"}: ${names.join(", ")}`,
);
const apt = (args) => {
  const [bin, ...rest] = sudo ? [...sudo, "apt-get", ...args] : ["apt-get", ...args];
  return spawnSync(bin, rest, {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  }).status;
};
if (apt(["update", "-qq"]) !== 0 || apt(["install", "-y", "-qq", ...names]) !== 0) {
  banner([`apt-get could not install: ${names.join(" ")}`, `Try by hand: ${command}`]);
  process.exit(1);
}
const stillMissing = missing.filter((pkg) => !fs.existsSync(pkg.file));
if (stillMissing.length > 0) {
  banner([`apt-get finished but these are still missing: ${stillMissing.map((pkg) => pkg.name).join(" ")}`]);
  process.exit(1);
}
console.log("System packages installed.");
