// A long pixel measure written as a generator that yields between slices of its work can run either at
// once (tests, warm-up) or one slice per turn of the event loop (an analysis, while requests keep flowing).

export type Steps<T> = Generator<void, T>;

export function runSteps<T>(steps: Steps<T>): T {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

export async function runStepsInTurns<T>(steps: Steps<T>): Promise<T> {
  let step = steps.next();
  while (!step.done) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}
