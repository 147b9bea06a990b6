import { defineCard } from "../types.js";

/**
 * Akshan, Mischievous — Unit. Unsupported: the optional [Body][Body] cost exists (`additionalCost` `power`), but "You
 * control it until I leave the board" is a control change whose duration ends the moment another object leaves the
 * board (no chain, CR 1.4 179-180); a created `leftBoard` trigger would return it only when it resolves, which is not
 * faithful.
 */
export default defineCard({
  code: "SFD-109",
  name: "Akshan, Mischievous",
  text: "[Weaponmaster]\nYou may pay :rb_rune_body::rb_rune_body: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, move an enemy gear to your base. You control it until I leave the board. If it's an Equipment, attach it to me.",
  abilities: [],
  unsupported:
    "Needs control of an enemy gear until this unit leaves the board (a control duration tied to another object, ended without the chain)",
});
