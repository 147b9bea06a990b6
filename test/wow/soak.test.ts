import { describe, expect, it } from "vitest";
import { sampleDeck } from "../../src/games/wow/decks.js";
import { PLAYABLE_DECKLISTS } from "../../src/games/wow/decklists.js";
import { replays, simulate } from "../../src/games/wow/sim.js";
import { runWowSoak, soakDecks, soakPairing } from "../../src/games/wow/soak.js";

const HEROES = ["HoA-15", "HoA-7", "HoA-10"];

// The two slices below play ~34 whole games: on a loaded 2-core machine they took over the default 60 s, so they get
// three minutes (a timeout is not a result; the games are seeded).
describe("WoW random soak slice (seeded): a winner, no engine error, no private card in another view", () => {
  it("20 seeded games end with a winner, sound invariants and no leak", () => {
    let ended = 0;
    for (let g = 0; g < 20; g++) {
      const config = { decks: [sampleDeck(HEROES[g % 3]!), sampleDeck(HEROES[(g + 1) % 3]!)] };
      const game = simulate(config, g);
      expect(game.problems, `game ${g}`).toEqual([]);
      if (game.state.over && game.state.winner !== null) ended++;
    }
    expect(ended).toBe(20);
  }, 180_000);

  it("the playable remariano138 decklists (Horde Exhauster) validate and play seeded games (at least 10, one per decklist) to a winner", () => {
    expect(soakDecks().map((d) => d.name)).toEqual([
      ...PLAYABLE_DECKLISTS.map((l) => l.name),
      "sample HoA-15",
      "sample HoA-7",
      "sample HoA-10",
      "sample HoA-16",
      "sample HoA-5",
      "sample HoA-2",
      "sample HoA-6",
      "sample HoA-12",
      "sample HoA-9",
      "sample HoA-14",
      "sample TDP-2",
      "sample TDP-5",
      "sample TDP-7",
      "sample TDP-8",
      "sample TDP-15",
      "sample TDP-18",
    ]);
    // One game per decklist at least, so each plays (game i's first deck is pool[i]).
    const games = Math.max(10, PLAYABLE_DECKLISTS.length);
    const r = runWowSoak({ from: 0, games });
    expect(r.failures).toEqual([]);
    expect(r.winners + r.draws).toBe(games);
    for (const l of PLAYABLE_DECKLISTS) expect(r.decks[l.name], l.name).toBeGreaterThan(0);
  }, 180_000);

  it("a match is rebuilt exactly from config, seed and action log", () => {
    const config = { decks: [sampleDeck("HoA-15"), sampleDeck("HoA-7")] };
    const game = simulate(config, 99);
    expect(replays(config, 99, game)).toBe(true);
    // Quests, triggers and picks made as a link resolves replay too (the Horde Exhauster decklists).
    const [a, b] = soakDecks();
    const lists = { decks: [a!.deck, b!.deck] };
    const played = simulate(lists, 7);
    expect(played.log.some((e) => e.action.type === "complete")).toBe(true);
    expect(replays(lists, 7, played)).toBe(true);
  });
  it("CR 7.4 602.4: an attacker returned to its owner's hand mid-combat is removed from combat (soak game 1261 named it in every view through the combat record)", () => {
    const [a, b] = soakPairing(soakDecks(), 1261);
    const game = simulate({ decks: [a.deck, b.deck] }, 1261);
    expect(game.problems).toEqual([]);
  });
});
