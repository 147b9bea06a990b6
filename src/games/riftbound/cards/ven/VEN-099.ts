import { defineCard } from "../types.js";

/**
 * Tornado Warrior — Unit, Chaos, 3 Energy. [Hidden] is printed. "When you play me from face down" (723, the play
 * event's `fromFacedown`): up to one unit or gear here (me included) is chosen as the trigger goes on the chain and
 * empowered (CR 1.4 441); a delayed trigger about it disempowers it at the end of this turn (CR 1.4 389-392, 442).
 */
export default defineCard({
  code: "VEN-099",
  name: "Tornado Warrior",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nWhen you play me from face down, you may empower something here. Disempower it at end of turn.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true, data: { fromFacedown: true } },
      targets: [{ id: "thing", filter: { type: "permanent", at: "here" }, upTo: true }],
      effects: [
        { op: "empower", what: { target: "thing" } },
        {
          op: "createEffect",
          duration: "turn",
          about: { target: "thing" },
          once: true,
          trigger: { on: "endOfTurn", effects: [{ op: "disempower", what: { event: "object" } }] },
        },
      ],
    },
  ],
});
