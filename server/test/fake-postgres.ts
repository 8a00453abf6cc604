import net from "node:net";

// A PostgreSQL server that refuses every connection with one error, as a real one does after its password was
// rotated (28P01) or its database dropped (3D000). The real node-postgres driver talks to it, so the app sees
// exactly the error object it would get in production.

function field(type: string, value: string): Buffer {
  return Buffer.concat([Buffer.from(type, "ascii"), Buffer.from(value, "utf8"), Buffer.from([0])]);
}

/** The protocol's ErrorResponse message ('E'): severity, code and message fields. */
function errorResponse(code: string, message: string): Buffer {
  const body = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", code),
    field("M", message),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from("E", "ascii"), length, body]);
}

export async function startRefusingPostgres(
  code: string,
  message: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    // The first message is the startup packet (the driver sends no SSL request unless asked to): refuse it.
    socket.once("data", () => socket.end(errorResponse(code, message)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://viralscore:rotated-secret@127.0.0.1:${port}/viralscore`,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
