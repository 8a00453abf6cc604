// A long pixel measure written as a generator that yields between slices of its work can run either at
// once (tests, warm-up) or one slice per turn of the event loop (an analysis, while requests keep flowing).
//
// Every measure an analysis runs on the event loop goes through one queue for the whole process: each turn of
// the loop runs queued work for at most TURN_BUDGET_MS, then lets timers and I/O (the API's requests) in before
// the next. Separate setImmediate calls would not do that: all those queued in one turn run back to back, and
// with several frames arriving at once (or several analyses) they added up to 50-130 ms blocks.

export type Steps<T> = Generator<void, T>;

/** How long one turn of the event loop may spend on queued measures. */
export const TURN_BUDGET_MS = 6;

type Job = () => void;
const queue: Job[] = [];
let scheduled = false;

function drain(): void {
  const started = performance.now();
  while (queue.length > 0) {
    queue.shift()!();
    if (performance.now() - started >= TURN_BUDGET_MS) break;
  }
  scheduled = false;
  if (queue.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setImmediate(drain);
}

/** Runs fn in a later turn of the event loop, in the order asked, within the turn's budget. */
export function inTurn<T>(fn: () => T): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push(() => {
      try {
        resolve(fn());
      } catch (error) {
        reject(error);
      }
    });
    schedule();
  });
}

export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export async function runStepsInTurns<T>(steps: Steps<T>): Promise<T> {
  let step = await inTurn(() => steps.next());
  while (!step.done) step = await inTurn(() => steps.next());
  return step.value;
}
