import { defineCard } from "../types.js";

/**
 * Immortal Phoenix — Unit, Fury, 3 Energy + 1 Fury Power. Assault 2 (printed keyword). Works from the trash (584.1).
 * "Kill a unit with a spell" (OFAQ-78): a unit dies because of its controller's spell — the spell's kill, or the
 * spell's damage being the lethal damage it dies of in the cleanup (a died event caused `by` you `via` a spell);
 * not combat damage, not a unit's ability, not another player's spell.
 */
export default defineCard({
  code: "OGN-037",
  name: "Immortal Phoenix",
  text: "[Assault 2] (+2 :rb_might: while I'm an attacker.)\nWhen you kill a unit with a spell, you may pay :rb_energy_1::rb_rune_fury: to play me from your trash.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit" }, by: "you", data: { via: "spell" } },
      zone: "trash",
      effects: [
        {
          op: "playSelf",
          prompt: "Pay 1 Energy and 1 Fury Power to play Immortal Phoenix from your trash?",
          cost: { energy: 1, power: 1, powerDomain: "Fury" },
        },
      ],
    },
  ],
});
