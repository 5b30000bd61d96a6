/** The one source of time on the server, so tests can move it (24 h, 7 day and 30 day rules). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = '2026-01-15T12:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }
  advance(ms: number): void {
    this.current += ms;
  }
}

export const HOUR = 36e5;
export const DAY = 24 * HOUR;
