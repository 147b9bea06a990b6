import { wowCard } from "../types.js";

/**
 * Wall of the Dead (HoA-302): Armor (Shield), 2, DEF 0. seriallos kept for cost, DEF and text. The payment cost
 * removes an ally card from your graveyard (402.1, chosen in the action's `pay`); bone counters (rules/counters.ts)
 * raise its own DEF (704.1a).
 */
export default wowCard({
  id: "HoA-302",
  name: "Wall of the Dead",
  text: "Remove an ally card in your graveyard from the game -> Put a bone counter on Wall of the Dead <p> Wall of the Dead has +1 DEF for each bone counter on it.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, removeFromGraveyard: { count: 1, type: "Ally" } },
      targets: [],
      effects: [{ op: "put-counters", count: 1, counter: "bone" }],
    },
    { kind: "armor-def", amount: 1, selfPerCounter: true },
  ],
});
