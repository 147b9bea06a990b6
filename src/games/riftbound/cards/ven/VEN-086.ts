import type { Condition } from "../types.js";
import { defineCard } from "../types.js";

const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Gangplank, Naval — Unit (Champion), Body, 6 Energy, 6 Might. [Empower] [Body][Body] (CR 1.4 827). [Empowered] a
 * replacement (CR 1.4 367-370) read as a spell or ability resolves: an instruction of one that chooses him (559.3: one
 * of its choices is still him) to stun him (599), give him negative Might (139.2) or return him to hand (609.2) does
 * not happen to him; he gets +3 Might this turn instead (errata: "this turn"). Instructions that do not choose him (all
 * enemy units, combat) are not replaced.
 */
export default defineCard({
  code: "VEN-086",
  name: "Gangplank, Naval",
  text: "[Empower] :rb_rune_body::rb_rune_body: (:rb_rune_body::rb_rune_body:: Empower me. Use only if not Empowered.)\n[Empowered][>] If a spell or ability that chooses me would stun me, give me -:rb_might:, or return me to hand, give me +3 :rb_might: instead.",
  errata: {
    text: "[Empower] :rb_rune_body::rb_rune_body: (:rb_rune_body::rb_rune_body:: Empower me. Use only if not Empowered.)\n[Empowered][>] If a spell or ability that chooses me would stun me, give me -:rb_might:, or return me to hand, give me +3 :rb_might: this turn instead.",
    source: "jungaustin-errata.json (Gangplank - Naval): adds the 'this turn' duration to the replacement buff",
  },
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { power: 2, powerDomain: "Body" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "replaceWhenChosen", events: ["stun", "mightDown", "returnToHand"], might: 3, when: EMP },
    },
  ],
});
