/**
 * The remariano138 decklists the engine plays in full (docs/wow.md "Playable decklists"), as deck text for
 * `buildWowDeck`: soaks, demos and examples. The Horde Exhauster template names no hero (its `hero_card_def_id` is
 * empty); it is paired with the implemented Horde heroes whose class allows every card in it.
 */

/** One playable decklist: a key, a display name and its deck text (`Hero: …` then `<count> <card>` lines). */
export interface WowDecklist {
  readonly key: string;
  readonly name: string;
  readonly text: string;
}

const HORDE_EXHAUSTER = `4 Torek's Assault
4 Your Fortune Awaits You
4 Finkle Einhorn, At Your Service!
1 Elder Moorf
1 Moko Hunts-at-Dawn
2 Kagra of the Crossroads
2 Ka'tali Stonetusk
4 Voss Treebender
4 Exhaustion
2 Confessor Mildred
2 Guardian Steelhorn
1 Zorm Stonefury
2 Bhenn Checks-the-Sky
2 Burn Away
4 Bala Silentblade
1 Vesh'ral
2 Morik
2 Skewer
2 Shattering Blow
2 Vanquish
1 Karkas Deathhowl
2 Ghank
1 Guardian Steppestrider
2 Outrider Zarg
4 Kulan Earthguard
1 Sister Rot
1 Zygore Bladebreaker`;

/** The playable decklists (the 60 cards of templates/horde_exhauster.json with a hero each). */
export const PLAYABLE_DECKLISTS: readonly WowDecklist[] = [
  {
    key: "exhauster-grennan",
    name: "Horde Exhauster (Grennan Stormspeaker)",
    text: `Hero: Grennan Stormspeaker\n${HORDE_EXHAUSTER}`,
  },
  { key: "exhauster-tazo", name: "Horde Exhauster (Ta'zo)", text: `Hero: Ta'zo\n${HORDE_EXHAUSTER}` },
];
