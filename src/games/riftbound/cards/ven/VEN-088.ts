import { defineCard } from "../types.js";

/** Jayce, Hammer in Hand — Unit (Champion), Body, 4 Energy + 1 Power. "When I become ready" listens to my readied events (593); the mode is chosen on resolution (CR 1.4 355.3). */
export default defineCard({
  code: "VEN-088",
  name: "Jayce, Hammer in Hand",
  text: "When I become ready, choose one to give me this turn —\n- [Assault 2] (+2 :rb_might: while I'm an attacker.)\n- [Deflect 2] (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or ability.)\n- [Ganking] (I can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "triggered",
      on: "readied",
      filter: { self: true },
      effects: [
        {
          op: "modes",
          prompt: "Jayce: give him Assault 2, Deflect 2 or Ganking this turn?",
          modes: [
            {
              label: "Assault 2",
              effects: [{ op: "keyword", what: { self: true }, keyword: "Assault 2", duration: "turn" }],
            },
            {
              label: "Deflect 2",
              effects: [{ op: "keyword", what: { self: true }, keyword: "Deflect 2", duration: "turn" }],
            },
            {
              label: "Ganking",
              effects: [{ op: "keyword", what: { self: true }, keyword: "Ganking", duration: "turn" }],
            },
          ],
        },
      ],
    },
  ],
});
