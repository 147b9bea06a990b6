/**
 * The event log and its per-viewer redaction, for every game (issue 14; docs/engine.md "Views and privacy"). An
 * event carrying private information (a card drawn, a card set aside) names who may read its full text; everyone
 * else reads its public text, or nothing. Views build their log lines with {@link redactLog}, so no game writes
 * its own redaction.
 */
import type { Seat, Viewer } from "./types.js";

/**
 * A logged event as far as redaction is concerned. `text` is the full line; when `visibleTo` is set only those
 * seats read it and every other viewer (the public too) reads `publicText` (absent: the line is not shown).
 */
export interface LoggedEvent {
  readonly text: string;
  readonly visibleTo?: readonly Seat[];
  readonly publicText?: string;
}

/** The line `viewer` may read of an event: its text, its public text, or "" (not shown). */
export function redactEvent(e: LoggedEvent, viewer: Viewer): string {
  if (e.visibleTo && (viewer === "public" || !e.visibleTo.includes(viewer))) return e.publicText ?? "";
  return e.text;
}

/** The log lines `viewer` may read, in order, without the events hidden from them entirely. */
export function redactLog(events: readonly LoggedEvent[], viewer: Viewer): string[] {
  const out: string[] = [];
  for (const e of events) {
    const line = redactEvent(e, viewer);
    if (line.length > 0) out.push(line);
  }
  return out;
}
