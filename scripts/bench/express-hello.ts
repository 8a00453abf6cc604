// The baseline of `npm run bench:api`: a bare Express with one JSON route, in its own process and started the
// same way as the app (node --import tsx), so the ratio to it measures our middleware and database, not Node
// or Express. Listens on 127.0.0.1:$PORT. Run by scripts/bench-api.ts, not by hand.
import express from "express";

const app = express();
app.get("/hello", (_req, res) => {
  res.json({ hello: "world" });
});
const server = app.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
