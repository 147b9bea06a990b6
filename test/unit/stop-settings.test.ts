/** Stop settings name the games' own stop points (issue 14): the service knows none of them. */
import { describe, expect, it } from "vitest";
import {
  forMatch,
  MAX_MATCH_STOPS,
  mayAutoPass,
  parseStopSettings,
  patchMatchStops,
  patchStopSettings,
  type StopPoint,
  withDefaults,
} from "../../src/services/matches/stop-settings.js";

const points: StopPoint[] = [
  { id: "ownTurn", label: "Own turn", default: true },
  { id: "combat", label: "Combat", default: false },
];

describe("stop settings", () => {
  it("fills the game's defaults and keeps stored choices (older rows included)", () => {
    const stored = parseStopSettings(JSON.stringify({ autoPass: true, stopAt: { ownTurn: false, showdown: true } }));
    expect(withDefaults(stored, points)).toEqual({
      autoPass: true,
      stopAt: { ownTurn: false, showdown: true, combat: false },
      matches: {},
    });
    expect(parseStopSettings("not json")).toEqual({ autoPass: true, stopAt: {}, matches: {} });
  });

  it("passes only when none of the stop points that apply now is one the player stops at", () => {
    const s = parseStopSettings(null);
    expect(mayAutoPass(s, points, [])).toBe(true);
    expect(mayAutoPass(s, points, ["ownTurn"])).toBe(false);
    expect(mayAutoPass(s, points, ["combat"])).toBe(true);
    expect(mayAutoPass({ autoPass: true, stopAt: { combat: true } }, points, ["combat"])).toBe(false);
    expect(mayAutoPass({ autoPass: false, stopAt: {} }, points, [])).toBe(false);
    // A stop point no game declared is a stop (never pass on a moment nobody described).
    expect(mayAutoPass(s, points, ["mystery"])).toBe(false);
  });

  it("patches only known stop points, with the right types", () => {
    const s = parseStopSettings(null);
    expect(patchStopSettings(s, { stopAt: { combat: true } }, points).stopAt).toEqual({ combat: true });
    expect(() => patchStopSettings(s, { stopAt: { showdown: true } }, points)).toThrow(/unknown stop point/);
    expect(() => patchStopSettings(s, { autoPass: "yes" }, points)).toThrow();
  });

  it("keeps settings per match over the player's general ones, for the most recent matches", () => {
    let s = patchStopSettings(parseStopSettings(null), { stopAt: { combat: true } }, points);
    s = patchMatchStops(s, "m1", { stopAt: { combat: false }, passUntil: "1.3", playAndPass: true }, points);
    expect(forMatch(s, "m1")).toMatchObject({
      stopAt: { combat: false },
      match: { passUntil: "1.3", playAndPass: true },
    });
    expect(forMatch(s, "m2")).toMatchObject({ stopAt: { combat: true }, match: {} });
    s = patchMatchStops(s, "m1", { passUntil: null }, points);
    expect(forMatch(s, "m1").match.passUntil).toBeUndefined();
    expect(() => patchMatchStops(s, "m1", { stopAt: { showdown: true } }, points)).toThrow(/unknown stop point/);
    // Stored round trip, and only the most recently changed matches are kept.
    for (let i = 0; i < MAX_MATCH_STOPS + 5; i++) s = patchMatchStops(s, `x${i}`, { playAndPass: true }, points);
    const back = parseStopSettings(JSON.stringify(s));
    expect(Object.keys(back.matches)).toHaveLength(MAX_MATCH_STOPS);
    expect(back.matches[`x${MAX_MATCH_STOPS + 4}`]).toEqual({ stopAt: {}, playAndPass: true });
  });
});
