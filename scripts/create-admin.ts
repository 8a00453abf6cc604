// `npm run admin:create -- --username NAME`: creates an administrator from the command line. The password is read from
// a hidden prompt on a terminal, or from the first line of standard input otherwise (`printf '%s\n' "$PASSWORD" | npm
// run admin:create -- --username ops`), never from the command line, where it would land in the shell history and the
// process list.
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { AppError } from "../server/src/errors";
import { systemClock } from "../server/src/lib/clock";
import { createAdminAuthRepository } from "../server/src/modules/admin/admin-auth.repository";
import { createAdminAuthService } from "../server/src/modules/admin/admin-auth.service";
import { createLoginGuard } from "../server/src/modules/account/sessions/login-guard";
import { createLogger } from "../server/src/logger";

const { values } = parseArgs({ options: { username: { type: "string" } } });

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin });
    for await (const line of lines) return line;
    return "";
  }
  // A terminal: no echo while typing.
  process.stdout.write("Password: ");
  process.stdin.setRawMode(true);
  let password = "";
  for await (const chunk of process.stdin) {
    for (const char of String(chunk)) {
      if (char === "\r" || char === "\n") {
        process.stdin.setRawMode(false);
        process.stdout.write("\n");
        return password;
      }
      if (char === "\u0003") process.exit(130); // Ctrl-C
      password = char === "\u007f" ? password.slice(0, -1) : password + char;
    }
  }
  return password;
}

if (!values.username) fail("give --username NAME");
const password = await readPassword();
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
try {
  const service = createAdminAuthService({
    repo: createAdminAuthRepository(database.db),
    clock: systemClock,
    bcryptCost: config.bcryptCost,
    // Creating an admin signs nobody in: the guard is there for the service's login, unused here.
    loginGuard: createLoginGuard({ db: database.db, logger: createLogger("silent"), onAttack: async () => {} }),
  });
  const admin = await service.createAdmin({ username: values.username, password, createdBy: null });
  console.log(`Admin ${admin.username} created (${database.kind}). Sign in at ${config.appUrl}/admin/login.`);
} catch (error) {
  if (error instanceof AppError) fail(error.message);
  throw error;
} finally {
  await database.close();
}
