/** The current time, injectable so tests can move it (e.g. past a link's 24-hour expiry). */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };
