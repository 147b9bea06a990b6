import { wowCard } from "../types.js";

/**
 * High Priestess Tyrande Whisperwind (TDP-167): Alliance Ally, Night Elf Priest, Unique (CR 7.4 414.3a), 5, 3 holy / 4
 * health. mikechambers gives her ATK type as nature, seriallos holy: seriallos kept (docs/wow.md "Card data"); the
 * text agrees; remariano138 has no stats or text for her. The Wisp token is cards/tokens.ts's `wisp`; "That Wisp" is
 * the Wisp destroyed to pay the cost (709.2d).
 */
export default wowCard({
  id: "TDP-167",
  name: "High Priestess Tyrande Whisperwind",
  text: "When a Night Elf in your party is destroyed, put a Wisp ally token with 0 ATK and 1 health into play. <p> 1, Destroy a Wisp in your party -> That Wisp deals 1 nature damage to each opposing hero and ally.",
  powers: [
    {
      kind: "trigger",
      on: "party-ally-destroyed",
      race: "Night Elf",
      targets: [],
      effects: [{ op: "put-token", token: "wisp" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroyAlly: { tag: "Wisp" } },
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "nature", to: "each-opposing-character", by: "paid" }],
    },
  ],
});
