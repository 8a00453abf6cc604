import { PassThrough, Readable, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { keysetBatches, type KeysetRead, pipeToClient } from "./keyset-stream";

/** A table of rows with the given ids, and the (afterId, size) of every query made on it. */
function table(ids: number[]) {
  const queries: Array<[number, number]> = [];
  const read: KeysetRead<{ id: number }> = async (afterId, size) => {
    queries.push([afterId, size]);
    return ids
      .filter((id) => id > afterId)
      .slice(0, size)
      .map((id) => ({ id }));
  };
  return { read, queries };
}

async function collect<T>(batches: AsyncIterable<T[]>): Promise<T[][]> {
  const all: T[][] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe("keysetBatches", () => {
  it("when the rows span several batches, then each comes once, in order, each query after the last id seen", async () => {
    const { read, queries } = table([3, 5, 8, 13, 21]);
    const batches = await collect(keysetBatches(read, { size: 2 }));
    expect(batches).toEqual([[{ id: 3 }, { id: 5 }], [{ id: 8 }, { id: 13 }], [{ id: 21 }]]);
    expect(queries).toEqual([
      [0, 2],
      [5, 2],
      [13, 2],
    ]);
  });

  it("when the rows fill the last batch exactly, then one more query finds the end, and its empty batch is yielded", async () => {
    const { read, queries } = table([1, 2, 3, 4]);
    const batches = await collect(keysetBatches(read, { size: 2 }));
    expect(batches.map((rows) => rows.length)).toEqual([2, 2, 0]);
    expect(queries).toHaveLength(3);
  });

  it("when the table is empty, then one query runs and one empty batch comes", async () => {
    const { read, queries } = table([]);
    expect(await collect(keysetBatches(read, { size: 10 }))).toEqual([[]]);
    expect(queries).toHaveLength(1);
  });

  it("when the destination is gone after a batch, then no further query runs", async () => {
    const { read, queries } = table([1, 2, 3, 4, 5, 6]);
    let gone = false;
    const seen: number[][] = [];
    for await (const rows of keysetBatches(read, { size: 2, stopped: () => gone })) {
      seen.push(rows.map((row) => row.id));
      gone = true;
    }
    expect(seen).toEqual([[1, 2]]);
    expect(queries).toHaveLength(1);
  });

  it("when a query fails, then the failure reaches the reader", async () => {
    const failing: KeysetRead<{ id: number }> = async () => {
      throw new Error("database gone");
    };
    await expect(collect(keysetBatches(failing, { size: 2 }))).rejects.toThrow("database gone");
  });
});

describe("pipeToClient", () => {
  it("when everything is written, then it resolves false (not aborted)", async () => {
    const written: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    const aborted = await pipeToClient(
      { source: Readable.from(["a", "b"]), transforms: [new PassThrough()], destination },
      () => false,
    );
    expect(aborted).toBe(false);
    expect(written.join("")).toBe("ab");
  });

  it("when the destination closes before the end, then it resolves true rather than throwing", async () => {
    async function* endless() {
      for (;;) {
        yield "x";
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    const destination = new Writable({
      write(_chunk, _encoding, done) {
        done();
        this.destroy();
      },
    });
    expect(await pipeToClient({ source: Readable.from(endless()), destination }, () => false)).toBe(true);
  });

  it("when the read failed, then the failure rejects even if the destination also closed", async () => {
    let readFailed = false;
    async function* failing(): AsyncGenerator<string> {
      yield "x";
      readFailed = true;
      throw new Error("query failed");
    }
    const destination = new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    });
    await expect(pipeToClient({ source: Readable.from(failing()), destination }, () => readFailed)).rejects.toThrow(
      "query failed",
    );
  });
});
