import { defineCard } from "../types.js";

/** Lee Sin, Ascetic — Unit (Champion), Calm, 5 Energy + 1 Calm Power. Shield (printed). */
export default defineCard({
  code: "OGN-078",
  name: "Lee Sin, Ascetic",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\n:rb_exhaust:: Buff me. (I get a +1 :rb_might: buff.)\nI can have any number of buffs.",
  abilities: [
    { kind: "activated", cost: { exhaust: true }, effects: [{ op: "buff", what: { self: true } }] },
    // 702.3: the one-buff limit does not apply to me; each buff gives +1 Might (703).
    { kind: "passive", passive: { kind: "rule", key: "maxBuffs", scope: { self: true }, value: "any" } },
  ],
});
