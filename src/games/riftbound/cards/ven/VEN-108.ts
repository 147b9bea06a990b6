import { defineCard, type Effect } from "../types.js";

/** "[Burn 1]. When you burn a unit this way, do this: …" (CR 1.4 440; the reflexive ability about the burned card). */
const burnOne: readonly Effect[] = [
  { op: "burn", n: 1, saveAs: "burned" },
  {
    op: "if",
    cond: { is: { var: "burned" }, filter: { cardType: "Unit", at: "trash" } },
    then: [{ op: "reflexive", ability: 2, about: { var: "burned" } }],
  },
];

/**
 * Forgotten Relic — Gear, Chaos, 5 Energy. "When you play this or at the start of your Beginning Phase" are two
 * triggers sharing the Burn. "When you burn a unit this way, do this:" is a reflexive ability (CR 1.4 386-388) about
 * the burned unit card: the friendly unit is chosen as it goes on the chain (559.3.b) and gets +Might equal to the
 * burned card's Might, its printed Might read in the trash (139.2).
 */
export default defineCard({
  code: "VEN-108",
  name: "Forgotten Relic",
  text: "When you play this or at the start of your Beginning Phase, [Burn 1]. When you burn a unit this way, do this: Give a friendly unit +:rb_might: equal to the burned card's Might this turn. (To Burn 1, put the top card of your Main Deck into your trash.)",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: burnOne },
    { kind: "triggered", on: "beginningPhase", filter: { player: "you" }, effects: burnOne },
    {
      kind: "triggered",
      reflexive: true,
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: { mightOf: { event: "object" } }, duration: "turn" }],
    },
  ],
});
