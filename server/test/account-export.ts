import type { Actors } from "./actors";

/** GET /api/account/export as one signed-in actor, read whole (it is streamed as an attachment) and parsed. */
export async function readAccountExport<T>(actors: Actors, actor: "userA" | "userB"): Promise<T> {
  const res = await actors
    .as(actor, "GET", "/api/account/export")
    .buffer(true)
    .parse((response, done) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => done(null, text));
    })
    .expect(200);
  return JSON.parse(res.body as string) as T;
}
