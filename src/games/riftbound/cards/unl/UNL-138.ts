import { defineCard } from "../types.js";

/**
 * The List — Gear, Chaos, 1 Energy. "As you play this, name a tag" is a choice made as it is played (CR 1.4 355.1):
 * any tag that exists on cards or tokens (763.1), remembered on the gear (`nameOnPlay`). The [exhaust] ability
 * chooses a unit that has that tag now — printed or given ("I gain that tag", "I am a Mech") — and gives it -2 Might
 * this turn (139.2).
 */
export default defineCard({
  code: "UNL-138",
  name: "The List",
  text: "As you play this, name a tag. (For example, Miss Fortune, Demacia, and Poro are tags.)\n:rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "nameOnPlay", what: "tag" } },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", named: "tag" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -2, duration: "turn" }],
    },
  ],
});
