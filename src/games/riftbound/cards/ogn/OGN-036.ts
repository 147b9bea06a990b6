import { defineCard } from "../types.js";

/** Vi, Destructive — Champion unit, Fury, 2 Energy + 1 Fury. Ganking (printed); recycle 1 from trash for +1 Might this turn. */
export default defineCard({
  code: "OGN-036",
  name: "Vi, Destructive",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nRecycle 1 from your trash: Give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "activated",
      cost: { recycleFromTrash: 1 },
      effects: [{ op: "might", what: { self: true }, amount: 1, duration: "turn" }],
    },
  ],
});
