import { defineCard } from "../types.js";

/** Radiant Dawn — Legend (Leona). */
export default defineCard({
  code: "OGN-261",
  name: "Radiant Dawn",
  text: "When you stun one or more enemy units, buff a friendly unit. (If it doesn't have a buff, it gets a +1 :rb_might: buff.)",
  abilities: [
    {
      kind: "triggered",
      // "When you stun one or more enemy units": once per stun instruction that stuns any (599, batch).
      on: "stunned",
      filter: { player: "you", subject: { type: "unit", controller: "enemy" } },
      batch: true,
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "buff", what: { target: "unit" } }],
    },
  ],
});
