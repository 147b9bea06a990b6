import { wowCard } from "../types.js";

/**
 * Totemic Call (HoA-117): Instant Ability (Elemental), 4, Shaman. Each element's part runs if its controller has a
 * Totem of that element (its type line: "Air Totem (1)") as it resolves (rules/totems.ts). The Fire part's target is
 * chosen as the card is played, whatever Totems there are then (CR 7.4 707.1d: targets are chosen on adding;
 * docs/rules-decisions.md). "One of your Melee weapons" is chosen as it resolves (709.2b). "Allies in your party have
 * +1 ATK this turn" keeps checking (CR 7.4 714.3e). The sources agree.
 */
export default wowCard({
  id: "HoA-117",
  name: "Totemic Call",
  text: "For each type of Totem you have, do the following: <p> Air: Ready your hero and one of your Melee weapons. <p> Earth: Allies in your party have +1 ATK this turn. <p> Fire: Your hero deals 2 fire damage to target hero or ally. <p> Water: Draw two cards.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "if-you-have-totem", element: "Air", then: [{ op: "ready", what: "your-hero" }] },
        { op: "if-you-have-totem", element: "Air", then: [{ op: "choose", select: "your-melee-weapon" }] },
        { op: "if-you-have-totem", element: "Air", then: [{ op: "ready", what: "chosen" }] },
        { op: "if-you-have-totem", element: "Earth", then: [{ op: "allies-atk-this-turn", amount: 1 }] },
        {
          op: "if-you-have-totem",
          element: "Fire",
          then: [{ op: "damage", amount: 2, type: "fire", to: { target: 0 }, by: "your-hero" }],
        },
        { op: "if-you-have-totem", element: "Water", then: [{ op: "draw", amount: 2, who: "you" }] },
      ],
    },
  ],
});
