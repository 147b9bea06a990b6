import { wowCard } from "../types.js";

/**
 * Barov Peasant Caller (HoA-304): Equipment (Item, Trinket (2)), 3. Its power puts three 1/1 Peasant tokens with
 * Ferocity into play (CR 7.4 404.2; cards/token-scripts.ts) and creates, for each, a triggered modifier destroying it
 * as this turn's end phase starts (715.1, 500.2; rules/token-modifiers.ts): a token gone by then is not destroyed. The
 * sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-304",
  name: "Barov Peasant Caller",
  text: "2, [Exhaust], Destroy Barov Peasant Caller -> Put three Peasant ally tokens with 1 ATK, 1 health, and Ferocity into play. At end of turn, destroy them.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true, destroySelf: true },
      targets: [],
      effects: [{ op: "put-token", token: "peasant", count: 3, atEndOfTurn: 1 }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "destroy", what: "subject" }] },
  ],
});
