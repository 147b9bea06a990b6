import { defineCard } from "../types.js";

/**
 * Fizz, Trickster — Unit (Champion), Chaos, 3 Energy + 1 Chaos Power. The Kai'Sa, Evolutionary (OGN-112) pattern: the
 * spell in the trash is a target chosen as the trigger goes on the chain (CR 1.4 355.10.a), checked again on
 * resolution (563.2.c); played ignoring its Energy cost (560.1.b, Power still paid) and recycled when it leaves the
 * chain (594, 571). Not played: it stays in the trash.
 */
export default defineCard({
  code: "SFD-140",
  name: "Fizz, Trickster",
  text: "When you play me, you may play a spell from your trash with Energy cost no more than :rb_energy_3:, ignoring its Energy cost. Recycle that spell after you play it. (You must still pay its Power cost.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "spell", filter: { at: "trash", cardType: "Spell", energy: { op: "<=", value: 3 } } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "spell" }, filter: { at: "trash" } },
          then: [
            {
              op: "may",
              prompt: "Play that spell from your trash ignoring its Energy cost (then recycle it)?",
              then: [{ op: "play", what: { target: "spell" }, cost: "ignoreEnergy", then: "recycle" }],
            },
          ],
        },
      ],
    },
  ],
});
