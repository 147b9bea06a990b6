import { defineCard } from "../types.js";

/** The Zero Drive — Gear. Unsupported: needs tracking units banished with this and playing them later (a per-object banished pile). */
export default defineCard({
  code: "SFD-090",
  name: "The Zero Drive",
  text: "[Equip] :rb_energy_1::rb_rune_mind: (:rb_energy_1::rb_rune_mind:: Attach this to a unit you control.)\n:rb_energy_3::rb_rune_mind:, Banish this: Play all units banished with this, ignoring their costs. (Use only if unattached.)",
  abilities: [],
  unsupported: "Needs tracking units banished with this and playing them later (a per-object banished pile)",
});
