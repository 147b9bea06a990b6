/**
 * Time for services, injected so that logic never reads the system clock itself (tests drive time by hand, and
 * timers stored in the database are compared against the instant a caller passes in).
 */

/** Returns the current instant. Services take one of these instead of calling `new Date()`. */
export type Now = () => Date;

/** The real clock. */
export const systemNow: Now = () => new Date();

/** A manual clock for tests and scripts: starts at `start`, moves only when told. */
export interface ManualClock {
  readonly now: Now;
  /** Sets the current instant. */
  set(at: Date): void;
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void;
}

/** Creates a {@link ManualClock}. */
export function manualClock(start: Date): ManualClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    set(at) {
      t = at.getTime();
    },
    advance(ms) {
      t += ms;
    },
  };
}
