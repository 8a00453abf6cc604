// `npm run db:migrate`: apply migrations to the configured database (the server also does this at start).
import { loadConfig } from "../config";
import { openDatabase } from "./client";

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
