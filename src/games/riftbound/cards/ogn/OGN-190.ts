import { defineCard } from "../types.js";

/**
 * Kog'Maw, Caustic — Unit (Champion), Chaos. Deathknell (720): "my battlefield" is where he died (last known
 * information); his own trigger resolves after combat damage is healed, so survivors keep the 4 (OFAQ-75).
 */
export default defineCard({
  code: "OGN-190",
  name: "Kog'Maw, Caustic",
  text: "[Deathknell] — Deal 4 to all units at my battlefield. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "damage", amount: 4, to: { all: { type: "unit", at: "battlefield" }, atEvent: true } }],
    },
  ],
});
