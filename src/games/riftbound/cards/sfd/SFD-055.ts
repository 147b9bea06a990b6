import { defineCard } from "../types.js";

/** Needlessly Large Yordle — Unit. Unsupported: needs a cost discount per point scored from holding this turn, in Energy and Calm Power (no scored-by-holding amount). */
export default defineCard({
  code: "SFD-055",
  name: "Needlessly Large Yordle",
  text: "[Shield 5] (+5 :rb_might: while I'm a defender.)\n[Tank] (I must be assigned combat damage first.)\nI cost :rb_energy_2::rb_rune_calm: less for each point you scored from holding this turn.",
  abilities: [],
  unsupported:
    "Needs a cost discount per point scored from holding this turn, in Energy and Calm Power (no scored-by-holding amount)",
});
