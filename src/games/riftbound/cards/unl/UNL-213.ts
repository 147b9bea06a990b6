import { defineCard } from "../types.js";

/**
 * Gardens of Becoming — Battlefield, Colorless.
 */
export default defineCard({
  code: "UNL-213",
  name: "Gardens of Becoming",
  text: 'Units here have ":rb_exhaust:: Gain 1 XP."',
  unsupported:
    'a battlefield granting an activated ability (":rb_exhaust:: Gain 1 XP.") to the units there is not in the vocabulary yet',
  abilities: [],
});
