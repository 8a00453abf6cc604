// `npm run promo:create -- --code LAUNCH50 --percent 50 [--max-uses 100] [--days 30]`
// `npm run promo:create -- --code ONEOFF --fixed-cents 50`
// Creates a promo code in the configured database (DATA_DIR's PGlite or DATABASE_URL) until the admin
// area can (admin issue). With the embedded PGlite, stop the server first: PGlite has one process at a time.
import { parseArgs } from "node:util";
import { promoCodeSchema } from "../shared/schemas/billing";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { promoCodes } from "../server/src/db/schema";
import { uniqueViolation } from "../server/src/errors";

const { values } = parseArgs({
  options: {
    code: { type: "string" },
    percent: { type: "string" },
    "fixed-cents": { type: "string" },
    "max-uses": { type: "string" },
    days: { type: "string", default: "30" },
    inactive: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(`promo:create: ${message}`);
  process.exit(2);
}

const code = promoCodeSchema.safeParse(values.code ?? "");
if (!code.success) fail(`--code: ${code.error.issues[0]!.message}`);
if (Boolean(values.percent) === Boolean(values["fixed-cents"])) fail("give exactly one of --percent or --fixed-cents");
const wholeNumber = (name: string, raw: string, min: number, max: number) => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
};
const discountType = values.percent ? "percentage" : "fixed";
const discountValue = values.percent
  ? wholeNumber("percent", values.percent, 1, 100)
  : wholeNumber("fixed-cents", values["fixed-cents"]!, 1, 1_000_000);
const maxUses = values["max-uses"] ? wholeNumber("max-uses", values["max-uses"], 1, 10_000_000) : null;
const days = wholeNumber("days", values.days!, 1, 3650);

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
try {
  const now = new Date();
  const [row] = await database.db
    .insert(promoCodes)
    .values({
      code: code.data,
      discountType,
      discountValue,
      maxUses,
      startDate: now,
      endDate: new Date(now.getTime() + days * 86_400_000),
      isActive: !values.inactive,
    })
    .returning();
  console.log(
    `Promo code ${row!.code}: ${discountType === "percentage" ? `${discountValue}%` : `${discountValue} cents`} off, ` +
      `${maxUses ? `${maxUses} uses` : "unlimited uses"}, valid until ${row!.endDate.toISOString()} (${database.kind}).`,
  );
} catch (error) {
  if (uniqueViolation(error)) fail(`a promo code ${code.data} already exists`);
  throw error;
} finally {
  await database.close();
}
