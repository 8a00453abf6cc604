import type { IncomingMessage } from "node:http";
import type { Response } from "superagent";
import type { Actors } from "./actors";

/** supertest's body parser for an attachment streamed as text (the export): the whole body as one string. */
export function readAllText(response: Response, done: (error: Error | null, body: string) => void): void {
  // In Node, the response handed to a parser is the incoming message stream.
  const stream = response as unknown as IncomingMessage;
  let text = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => (text += chunk));
  stream.on("end", () => done(null, text));
}

/** GET /api/account/export as one signed-in actor, read whole (it is streamed as an attachment) and parsed. */
export async function readAccountExport<T>(actors: Actors, actor: "userA" | "userB"): Promise<T> {
  const res = await actors.as(actor, "GET", "/api/account/export").buffer(true).parse(readAllText).expect(200);
  return JSON.parse(res.body as string) as T;
}
