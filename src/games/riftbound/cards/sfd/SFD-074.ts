import { defineCard } from "../types.js";

/**
 * Pickpocket — Unit, Mind, 3 Energy. "You may kill a gear …": up to one gear chosen as the play effect goes on the
 * chain (559.3.d.3); "if you do" reads whether a gear was killed (no gear death replacement exists; a gear that left
 * in response is not killed, 563.2.c). Gold gear token: SFD-T03 (a token's Energy cost is 0).
 */
export default defineCard({
  code: "SFD-074",
  name: "Pickpocket",
  text: "When you play me, you may kill a gear with Energy cost no more than :rb_energy_1:. If you do, play a Gold gear token exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "gear", filter: { type: "gear", maxEnergy: 1 }, upTo: true }],
      effects: [
        { op: "kill", what: { target: "gear" }, saveAs: "killed" },
        { op: "if", cond: { varNonEmpty: "killed" }, then: [{ op: "token", token: "Gold", n: 1, at: "base" }] },
      ],
    },
  ],
});
