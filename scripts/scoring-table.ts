// `npm run scoring:table`: prints the signal table for server/src/scoring/README.md from the definitions.
import { signalTable } from "../server/src/scoring/definitions/table";

console.log(signalTable());
