import { describe, expect, it } from "vitest";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";
import {
  checkPrivacy,
  checkZones,
  countCards,
  InvariantChecker,
  StateInvariantError,
} from "../../src/games/riftbound/invariants.js";
import type { RbState } from "../../src/games/riftbound/rules/state.js";
import { viewFor } from "../../src/games/riftbound/rules/view.js";
import { playRandomGame } from "../../src/games/riftbound/sim.js";
import { Soak, soakGameSeeds } from "../../src/games/riftbound/soak.js";
import { matchConfig } from "../../src/games/riftbound/match-config.js";

const source = new FileCardSource();
const soak = new Soak(source);

/** A state a few actions into a random-deck game, with cards in both hands. */
function midGame(): RbState {
  const seeds = soakGameSeeds("invariants", 0);
  const r = playRandomGame(matchConfig(soak.decksFor(seeds), source), seeds.game, seeds.policy, { maxActions: 12 });
  return structuredClone(r.state);
}

describe("state invariants catch what they are meant to (105-109, 127)", () => {
  it("a healthy state passes every check", () => {
    const s = midGame();
    expect(() => new InvariantChecker().check(s)).not.toThrow();
  });

  it("a card listed in two zones, or gone, breaks the zone invariant", () => {
    const s = midGame();
    const id = s.players[0]!.hand[0]!;
    s.players[0]!.trash.push(id);
    expect(() => checkZones(s, countCards(s))).toThrow(/is in 0.hand and 0.trash/);
    const t = midGame();
    t.players[0]!.hand.shift();
    expect(() => checkZones(t, countCards(t))).toThrow(/is in no zone/);
  });

  it("a hand card shown in a public zone of the view breaks the privacy invariant", () => {
    const s = midGame();
    const hand = s.players[1]!.hand;
    // Seat 1's hand card listed in its trash (the view shows the trash to everyone) without changing its zone.
    const leaked = hand[0]!;
    s.players[1]!.trash.push(leaked);
    const err = (() => {
      try {
        checkPrivacy(s);
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(StateInvariantError);
    expect((err as StateInvariantError).invariant).toBe("privacy");
    expect((err as Error).message).toMatch(new RegExp(`private object ${leaked} .* of seat 1 visible to public`));
  });
});

describe("looking at another player's facedown cards (Scuttle Crab, 128.4)", () => {
  it("the permission shows that seat's facedown card to the viewer only, never to the public or another seat", () => {
    const s = midGame();
    const b = s.battlefields[0]!;
    const card = s.players[1]!.hand[0]!;
    // Seat 1 hides a hand card at the first battlefield (a facedown card it controls, 128.4).
    s.players[1]!.hand.shift();
    const o = s.objects.find((x) => x?.id === card)!;
    Object.assign(o, { zone: "facedown", bf: b.index, controller: 1 });
    b.facedown = card;
    const seesIt = (viewer: 0 | 1 | "public") => JSON.stringify(viewFor(s, viewer)).includes(`"${card}"`);
    expect(seesIt(1)).toBe(true);
    expect(seesIt(0)).toBe(false);
    s.history.facedownViews = [{ viewer: 0, of: 1 }];
    expect(seesIt(0)).toBe(true);
    expect(seesIt("public")).toBe(false);
    expect(() => checkPrivacy(s)).not.toThrow();
    // A permission for another pair of players shows seat 0 nothing.
    s.history.facedownViews = [{ viewer: 1, of: 0 }];
    expect(seesIt(0)).toBe(false);
  });
});
