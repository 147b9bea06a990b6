/** Spirit Blade: Infusion (action, crux, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "CgyJxpEgzk",
  name: "Spirit Blade: Infusion",
  text: 'This card costs 2 less to activate if your champion has dealt combat damage this turn.\n\nUntil end of turn, target Sword weapon gets +3 POWER and "On Champion Hit: Draw a card."',
  abilities: [],
  unsupported: "granting 'On Champion Hit' to a weapon is not implemented yet",
});
