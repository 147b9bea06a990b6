import { wowCard } from "../types.js";

/**
 * Meekway Humzinger (TDP-182): Alliance Ally, Gnome Mage, 2, 1 arcane / 2 health. seriallos and mikechambers agree;
 * remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-182",
  name: "Meekway Humzinger",
  text: "Elusive <p> 1, [Exhaust], Put Meekway Humzinger into her owner's hand -> Draw a card.",
  powers: [
    { kind: "keyword", keyword: "Elusive" },
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, returnSelfToHand: true },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
