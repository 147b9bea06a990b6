/** Stop settings name the games' own stop points (issue 14): the service knows none of them. */
import { describe, expect, it } from "vitest";
import {
  mayAutoPass,
  parseStopSettings,
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
    });
    expect(parseStopSettings("not json")).toEqual({ autoPass: true, stopAt: {} });
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
});
