import { defineCard } from "../types.js";

/**
 * Rumble, Hotheaded — Unit (Champion), Fury, 4 Energy. "Your Mechs each have [Assault]" includes himself (a Mech).
 * The conquer ability: a Mech must be in the trash to play (so nothing is recycled for nothing); the recycled unit's
 * Might is read as it is recycled (584.2) — a recycled Mech token still counts (SFD FAQ, SFAQ-09) — and reduces the
 * Mech's Energy cost (560.4, not below 0); its Power cost is still paid (595.3).
 */
export default defineCard({
  code: "SFD-026",
  name: "Rumble, Hotheaded",
  text: "Your Mechs each have [Assault]. (+1 :rb_might: while we're attackers.)\nWhen I conquer, you may recycle another friendly unit to play a Mech from your trash. Reduce its Energy cost by the Might of the unit you recycled.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", tag: "Mech" }, keywords: ["Assault"] },
    },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "if",
          cond: { exists: { at: "trash", cardType: "Unit", tag: "Mech" } },
          then: [
            {
              op: "may",
              prompt: "Recycle another friendly unit to play a Mech from your trash?",
              then: [
                {
                  op: "chooseFromZone",
                  filter: { type: "unit", controller: "friendly", other: true },
                  count: 1,
                  saveAs: "recycled",
                },
                {
                  op: "chooseFromZone",
                  filter: { at: "trash", cardType: "Unit", tag: "Mech" },
                  count: 1,
                  saveAs: "mech",
                },
                { op: "recycle", what: { var: "recycled" }, fromBoard: true, saveMightAs: "might" },
                {
                  op: "if",
                  cond: { varNonEmpty: "recycled" },
                  then: [{ op: "play", what: { var: "mech" }, discount: { energy: { countVar: "might" } } }],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
});
