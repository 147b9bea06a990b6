import { defineCard } from "../types.js";

/** Akshan, Mischievous — Unit. Unsupported: needs control of an enemy gear until this unit leaves the board (a duration tied to another object) and an optional double-Body additional cost. */
export default defineCard({
  code: "SFD-109",
  name: "Akshan, Mischievous",
  text: "[Weaponmaster]\nYou may pay :rb_rune_body::rb_rune_body: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, move an enemy gear to your base. You control it until I leave the board. If it's an Equipment, attach it to me.",
  abilities: [],
  unsupported:
    "Needs control of an enemy gear until this unit leaves the board (a duration tied to another object) and an optional double-Body additional cost",
});
