import { wowCard } from "../types.js";

/**
 * Rite of Vision (TDP-306): Horde Quest, Tauren Hero Required, complete for 3. seriallos and mikechambers agree.
 * Refused: its reward ends "choose a card from your collection"; the collection is the side deck in a tournament and
 * every card the player owns in casual play (CR 7.4 800.2), and a Duelhall match holds neither, only the two decks.
 */
export default wowCard({
  id: "TDP-306",
  name: "Rite of Vision",
  text: "Tauren Hero Required <p> During your turn, pay 3 to complete this quest. <p> Reward: Put a Spirit Guide ally token with 1 ATK and 1 health into play. At the start of your next turn, remove that ally from the game. If you do, choose a card from your collection, reveal it, and put it into your hand.",
  powers: [],
  unsupported:
    'its reward chooses "a card from your collection" (CR 7.4 800.2: a side deck or the cards a player owns), and a match holds only the two decks',
});
