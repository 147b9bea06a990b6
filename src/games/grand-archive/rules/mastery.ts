/**
 * Masteries (CR Game Mechanics - Mastery): special non-object player functions, at most one per player; a new one
 * replaces the old (Mastery 1). Mastery cards only show the active mastery and are never deck cards (Mastery 3).
 * No card with stats in the catalogue grants a mastery, so a game has one only when a scenario gives it.
 */
import { cardData } from "./catalogue.js";
import { type GaState, type Seat, card, log } from "./state.js";

/**
 * The masteries the rules page defines, with what the engine runs of each. `runs`: the abilities it applies;
 * `lacks`: the abilities it does not, and why (none of them can arise with the 642 cards with stats).
 */
export const MASTERIES: Readonly<Record<string, { readonly runs: string; readonly lacks: string }>> = {
  Phantasmagoria: {
    runs: "Non-Specter cards in your graveyard lose all abilities (Mastery: Phantasmagoria 1.a)",
    lacks:
      "the Alice Bonus abilities (haunt counters, the end phase trigger; 1.b-1.c): no Alice lineage champion has stats, so the bonus never holds (CR Keywords: Champion Bonus 1, 3)",
  },
  "Fractured Memories": {
    runs: "nothing",
    lacks:
      "the Merlin Bonus On Ally Kill / On Champion Hit abilities and the Sheen X+ restriction (1-2): sheen counters, which no card with stats puts on an object",
  },
  "Servile Possessions": {
    runs: "nothing",
    lacks: "the Ciel Bonus attack trigger (1-4): no Ciel lineage champion has stats, and no card puts omen counters",
  },
  "Shifting Currents": {
    runs: "nothing",
    lacks:
      "the Kongming Bonus end phase trigger and its directions (1-2): no Kongming lineage champion has stats, and no card with stats refers to a direction",
  },
};

/** Whether `name` is a mastery's name (its card may not be in any deck: CR Game Mechanics - Mastery 3). */
export function isMastery(name: string): boolean {
  return Object.hasOwn(MASTERIES, name);
}

/**
 * `seat` gets mastery `name`: it replaces the player's current one (CR Game Mechanics - Mastery 1). Public: masteries
 * are shown by a card outside the decks (Mastery 3). @throws on a name that is not a mastery (an engine bug).
 */
export function gainMastery(s: GaState, seat: Seat, name: string): void {
  if (!isMastery(name)) throw new Error(`not a mastery: ${name}`);
  const old = s.players[seat].mastery;
  s.players[seat].mastery = name;
  log(s, old ? `P${seat + 1}'s mastery ${name} replaces ${old}.` : `P${seat + 1} gets the mastery ${name}.`);
}

/**
 * Whether object or card `id` has lost all its abilities: Phantasmagoria's "Non-Specter cards in your graveyard
 * lose all abilities" (CR Game Mechanics - Mastery: Phantasmagoria 1.a), for a card in its owner's graveyard.
 */
export function abilitiesLost(s: GaState, id: string): boolean {
  if (s.players[0].mastery !== "Phantasmagoria" && s.players[1].mastery !== "Phantasmagoria") return false;
  const c = card(s, id);
  return (
    c.zone === "graveyard" &&
    s.players[c.owner].mastery === "Phantasmagoria" &&
    !cardData(c.card).subtypes.includes("SPECTER")
  );
}
