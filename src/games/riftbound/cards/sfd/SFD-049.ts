import { defineCard } from "../types.js";

/**
 * Aphelios, Exalted — Unit (champion), Calm. "When you attach an Equipment to me" (CR 1.4 434; the `attached` event
 * with `equipment`). "Choose one that hasn't been chosen this turn": the modes this ability of this Aphelios chose
 * this turn are not offered again (SFAQ Aphelios: tracked separately for each instance of the ability); with all
 * three chosen, nothing happens. The unit to buff is chosen as the mode is carried out.
 */
export default defineCard({
  code: "SFD-049",
  name: "Aphelios, Exalted",
  text: "When you attach an Equipment to me, choose one that hasn't been chosen this turn —\n- Ready 2 runes.\n- Channel 1 rune exhausted.\n- Buff a friendly unit.",
  abilities: [
    {
      kind: "triggered",
      on: "attached",
      filter: { self: true, player: "you", data: { equipment: true } },
      effects: [
        {
          op: "modes",
          prompt: "Choose one that hasn't been chosen this turn",
          notChosenThisTurn: true,
          modes: [
            { label: "Ready 2 runes", effects: [{ op: "readyRunes", n: 2 }] },
            { label: "Channel 1 rune exhausted", effects: [{ op: "channel", n: 1, exhausted: true }] },
            {
              label: "Buff a friendly unit",
              effects: [
                {
                  op: "chooseFromZone",
                  filter: { type: "unit", controller: "friendly" },
                  count: 1,
                  saveAs: "unit",
                },
                { op: "buff", what: { var: "unit" } },
              ],
            },
          ],
        },
      ],
    },
  ],
});
