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

const BORIS_BRIGHTBEARD = `Hero: Boris Brightbeard
2 The Defias Brotherhood
2 A Donation of Wool
3 Kibler's Exotic Pets
3 Finkle Einhorn, At Your Service!
3 Chasing A-Me 01
1 The Missing Diplomat
1 In Dreams
1 Rod of the Ogre Magi
1 Mooncloth Robe
1 Dispel Magic
2 Adept Breton
2 Chipper Ironbane
1 Acolyte Demia
1 Braxiss the Sleeper
2 Apprentice Teep
2 Warden Tonarin
3 Tracker Gallen
2 Freya Lightsworn
4 Crazy Igvand
2 Latro Abiectus
2 Parvink
4 Kor Cindervein
2 Vanquish
2 Tristan Rapidstrike
1 Ryn Dreamstrider
2 Nerra Lifeboon
3 Liba Wobblebonk
4 Anika Berlyn
1 Stylean Silversteel`;

const RADAK_DOOMBRINGER = `Hero: Radak Doombringer
1 For the Horde!
4 Torek's Assault
1 Battle of Darrowshire
2 A Donation of Wool
2 Kibler's Exotic Pets
3 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
1 Rod of the Ogre Magi
1 Mooncloth Robe
1 Infernal
1 Elder Moorf
2 Grimdron
1 Steal Essence
2 Arnold Flem
1 Moko Hunts-at-Dawn
2 Ka'tali Stonetusk
4 Kagra of the Crossroads
2 Zorm Stonefury
4 Taz'dingo
2 Shred Soul
3 Sarmoth
4 Vesh'ral
2 Benethor Draigo
4 Blood Guard Mal'wani
2 Vaerik Proudhoof
4 Kulan Earthguard
2 Fa'tafi`;

const THANGAL = `Hero: Thangal
4 Torek's Assault
3 Zapped Giants
2 Kibler's Exotic Pets
4 Finkle Einhorn, At Your Service!
2 Poison Water
1 Natural Defenses
1 Predatory Strikes
1 War Stomp
1 Elder Moorf
2 Bear Form
3 Maul
1 Healing Touch
2 Kagra of the Crossroads
1 Ka'tali Stonetusk
4 Voss Treebender
2 Confessor Mildred
1 Guardian Steelhorn
1 Zorm Stonefury
2 Bhenn Checks-the-Sky
2 Burn Away
4 Bala Silentblade
2 Morik
2 Skewer
2 Shattering Blow
2 Vanquish
2 Ghank
2 Outrider Zarg
2 Kulan Earthguard
1 Sister Rot
1 Zygore Bladebreaker`;

const TAZO = `Hero: Ta'zo
1 For the Horde!
4 Torek's Assault
1 Battle of Darrowshire
2 A Donation of Wool
2 Your Fortune Awaits You
3 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
1 Rod of the Ogre Magi
1 Chromatic Cloak
1 Mooncloth Robe
1 Counterspell
1 Flamestrike
1 World in Flames
1 Pyroblast
1 Elder Moorf
2 Deacon Johanna
2 Arnold Flem
2 Fireball
1 Moko Hunts-at-Dawn
2 Ka'tali Stonetusk
2 Kagra of the Crossroads
2 Fire Blast
2 Zorm Stonefury
2 Blink
2 Guardian Steelhorn
4 Taz'dingo
4 Vesh'ral
2 Benethor Draigo
2 Blood Guard Mal'wani
2 Vanquish
1 Vaerik Proudhoof
1 Kulan Earthguard
2 Fa'tafi`;

const GOREBELLY = `Hero: Gorebelly
1 For the Horde!
2 Lazy Peons
4 Torek's Assault
2 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
4 Hidden Enemies
2 Annihilator
1 Golem Skull Helm
1 Draconian Deflector
1 Lust for Battle
1 Warmaster Hork
2 Charge
1 Sunder Armor
2 Demoralizing Shout
1 Moko Hunts-at-Dawn
2 Kagra of the Crossroads
2 Into the Fray
4 Voss Treebender
1 Zorm Stonefury
4 Taz'dingo
2 Quick Strike
2 Battle Shout
4 Bala Silentblade
2 Vanquish
4 Vaerik Proudhoof
2 Skewer
2 Kulan Earthguard
2 Zygore Bladebreaker`;

const MOONSHADOW = `Hero: Moonshadow
1 The Defias Brotherhood
2 A Donation of Wool
4 Crown of the Earth
3 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
1 The Missing Diplomat
1 In Dreams
1 Ramstein's Lightning Bolts
1 Rod of the Ogre Magi
2 Jeleane Nightbreeze
1 Nature's Swiftness
1 Innervate
1 Starfire
2 Chipper Ironbane
1 Donna Calister
1 Braxiss the Sleeper
2 Warden Tonarin
1 Brother Rhone
1 Crazy Igvand
2 First to Fall
3 Galahandra, Keeper of the Silent Grove
4 Latro Abiectus
2 Mark of the Wild
2 Fall Back
2 Warden Ravella
1 Sha'lin Nightwind
1 Lady Courtney Noel
2 Natural Selection
2 Vanquish
2 Tristan Rapidstrike
1 Moira Darkheart
1 Hannah the Unstoppable
2 Nerra Lifeboon
1 Lafiel
1 Bretander of the Claw
1 Anika Berlyn
1 Kavai the Wanderer`;

const LITORI_FROSTBURN = `Hero: Litori Frostburn
1 Battle of Darrowshire
4 The Defias Brotherhood
2 A Donation of Wool
1 Your Fortune Awaits You
3 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
1 The Missing Diplomat
1 In Dreams
1 Rod of the Ogre Magi
1 Mooncloth Robe
1 Cold Snap
1 Counterspell
1 Seraph the Exalted
2 Adept Breton
1 Arcane Intellect
2 Chipper Ironbane
2 Frostbolt
1 Winter's Grasp
1 Diplomacy
1 Donna Calister
1 Acolyte Demia
2 Apprentice Teep
2 Warden Tonarin
2 Freya Lightsworn
4 Jeleane Nightbreeze
3 Latro Abiectus
2 Parvink
4 Warden Ravella
2 Vanquish
2 Tristan Rapidstrike
2 Nerra Lifeboon
2 Liba Wobblebonk
2 Anika Berlyn`;

const TIMMO_SHADESTEP = `Hero: Timmo Shadestep
1 Operation Recombobulation
1 Battle of Darrowshire
4 The Defias Brotherhood
2 A Donation of Wool
1 Big Game Hunter
3 Finkle Einhorn, At Your Service!
1 Chasing A-Me 01
1 The Missing Diplomat
2 Krol Blade
1 Pads of the Dread Wolf
1 Ramstein's Lightning Bolts
1 Cold Blood
2 Jeleane Nightbreeze
1 Lhurg Venomblade
1 From the Shadows
1 Escape Artist
2 Chipper Ironbane
1 Randipan
1 Acolyte Demia
4 Apprentice Teep
2 Gouge
1 Lowdown Luppo Shadefizzle
2 Prey on the Weak
2 Galahandra, Keeper of the Silent Grove
2 First to Fall
2 Latro Abiectus
1 Coup de Grace
4 Parvink
2 Quick Strike
1 Kena Shadowbrand
1 Mya, Dragonling Wrangler
3 Warden Ravella
2 Ryn Dreamstrider
1 Hannah the Unstoppable
1 Liba Wobblebonk
1 Lynda Steele`;

const DIZDEMONA = `Hero: Dizdemona
1 Operation Recombobulation
1 Battle of Darrowshire
3 The Defias Brotherhood
1 The Love Potion
2 A Donation of Wool
2 Kibler's Exotic Pets
3 Finkle Einhorn, At Your Service!
1 Chasing A-Me 01
1 Rod of the Ogre Magi
1 Mooncloth Robe
1 Gertha, The Old Crone
1 Dark Pact
1 From the Shadows
1 Infernal
3 Grimdron
1 Escape Artist
1 Mezzik Darkspark
2 Adept Breton
2 Steal Essence
1 Melgwy Pingzot
4 Apprentice Teep
4 Warden Tonarin
2 Tracker Gallen
2 Sever the Cord
2 Freya Lightsworn
3 Latro Abiectus
1 Lowdown Luppo Shadefizzle
4 Parvink
2 Sarmoth
2 Kena Shadowbrand
1 Mya, Dragonling Wrangler
3 Liba Wobblebonk`;

const OMEDUS = `Hero: Omedus the Punisher
1 For the Horde!
2 Torek's Assault
2 Battle of Darrowshire
2 A Donation of Wool
3 Finkle Einhorn, At Your Service!
2 Chasing A-Me 01
3 A New Plague
1 In Dreams
1 Hypnotic Blade
1 Chromatic Cloak
1 Shadowform
1 Mind Blast
1 Dispel Magic
1 Deacon Johanna
1 Shadow Word: Pain
2 Samuel Grey
1 Arnold Flem
1 Ka'tali Stonetusk
3 Kagra of the Crossroads
3 Mind Spike
2 Zorm Stonefury
4 Mias the Putrid
1 Cannibalize
3 Taz'dingo
1 Dark Cleric Ismantal
1 Withdraw
1 Vesh'ral
2 Boneshanks
3 Benethor Draigo
1 Karkas Deathhowl
2 Vanquish
2 Ophelia Barrows
2 Sister Rot
2 Fa'tafi`;

const GRENNAN_STORMSPEAKER = `Hero: Grennan Stormspeaker
4 Torek's Assault
2 Zapped Giants
2 Kibler's Exotic Pets
1 Poison Water
4 Finkle Einhorn, At Your Service!
1 Chasing A-Me 01
1 In Dreams
2 Iceblade Hacker
1 Chromatic Cloak
1 Elemental Focus
1 War Stomp
1 Lust for Battle
1 Chain Lightning
1 Stone Guard Rashun
2 Purge
1 Lightning Storm
2 Earthbind Totem
1 Searing Totem
1 Into the Fray
4 Voss Treebender
2 Bhenn Checks-the-Sky
4 Guardian Steelhorn
2 Call the Spirit
4 Bala Silentblade
2 Lightning Bolt
2 Ghank
3 Shock and Soothe
2 Guardian Steppestrider
3 Kulan Earthguard
2 Zygore Bladebreaker`;

const SENZIR_BEASTWALKER = `Hero: Sen'zir Beastwalker
4 Torek's Assault
4 Finkle Einhorn, At Your Service!
2 Into the Maw of Madness
3 Thwarting Kolkar Aggression
2 Chasing A-Me 01
3 Annihilator
1 Bestial Wrath
1 Spirit Bond
2 Master of the Hunt
1 Lust for Battle
1 Eagle Eye
1 Track Humanoids
1 Marked for Death
4 Chops
1 Old Bones
4 Bloodclaw
3 Voss Treebender
1 Into the Fray
2 Arcane Shot
2 Jin'lak Nightfang
2 Ravenous Bite
1 Zorm Stonefury
2 Withdraw
2 Burn Away
2 Morik
1 Karkas Deathhowl
2 Skewer
2 Shattering Blow
1 Wazzuli Wildmender
2 Nyn'jah`;

const ELENDRIL = `Hero: Elendril
2 A Donation of Wool
2 Big Game Hunter
3 Crown of the Earth
2 Finkle Einhorn, At Your Service!
1 Chasing A-Me 01
1 Sunken Treasure
1 The Missing Diplomat
2 In Dreams
2 Krol Blade
1 Blackcrow
1 Ancient Bone Bow
2 Devilsaur Leggings
1 Aimed Shot
4 Jeleane Nightbreeze
2 Rapid Fire
1 Aspect of the Hawk
1 Fury
1 Galway Steamwhistle
2 Rayder
1 Eagle Eye
2 Chipper Ironbane
2 Warden Tonarin
3 Hootie
2 Arcane Shot
1 Latro Abiectus
2 Quick Strike
2 Trophy Kill
4 Warden Ravella
1 Moira Darkheart
1 Margaret Fowl
2 Ryn Dreamstrider
1 Tristan Rapidstrike
2 Nerra Lifeboon
1 Lafiel
1 Kavai the Wanderer`;

/** The playable decklists: templates/horde_exhauster.json with a hero each, ideas/alliance_priest_boris_brightbeard, ideas/horde_warlock_radak_doombringer,
 * ideas/horde_druid_thangal, ideas/horde_mage_tazo, ideas/horde_warrior_gorebelly, battle_ready/alliance_druid_moonshadow,
 * ideas/alliance_mage_litori_frostburn, battle_ready/alliance_rogue_timmo_shadestep, ideas/alliance_warlock_dizdemona,
 * battle_ready/horde_priest_omedus_the_punisher, battle_ready/horde_shaman_grennan_stormspeaker,
 * battle_ready/horde_hunter_senzir_beastwalker, battle_ready/alliance_hunter_elendril. */
export const PLAYABLE_DECKLISTS: readonly WowDecklist[] = [
  {
    key: "exhauster-grennan",
    name: "Horde Exhauster (Grennan Stormspeaker)",
    text: `Hero: Grennan Stormspeaker\n${HORDE_EXHAUSTER}`,
  },
  { key: "exhauster-tazo", name: "Horde Exhauster (Ta'zo)", text: `Hero: Ta'zo\n${HORDE_EXHAUSTER}` },
  { key: "boris-brightbeard", name: "Boris Brightbeard (Alliance Priest)", text: BORIS_BRIGHTBEARD },
  { key: "radak-doombringer", name: "Radak Doombringer (Horde Warlock)", text: RADAK_DOOMBRINGER },
  { key: "thangal", name: "Thangal (Horde Druid)", text: THANGAL },
  { key: "tazo", name: "Ta'zo (Horde Mage)", text: TAZO },
  { key: "gorebelly", name: "Gorebelly (Horde Warrior)", text: GOREBELLY },
  { key: "moonshadow", name: "Moonshadow (Alliance Druid)", text: MOONSHADOW },
  { key: "litori-frostburn", name: "Litori Frostburn (Alliance Mage)", text: LITORI_FROSTBURN },
  { key: "timmo-shadestep", name: "Timmo Shadestep (Alliance Rogue)", text: TIMMO_SHADESTEP },
  { key: "dizdemona", name: "Dizdemona (Alliance Warlock)", text: DIZDEMONA },
  { key: "omedus", name: "Omedus the Punisher (Horde Priest)", text: OMEDUS },
  { key: "grennan-stormspeaker", name: "Grennan Stormspeaker (Horde Shaman)", text: GRENNAN_STORMSPEAKER },
  { key: "senzir-beastwalker", name: "Sen'zir Beastwalker (Horde Hunter)", text: SENZIR_BEASTWALKER },
  { key: "elendril", name: "Elendril (Alliance Hunter)", text: ELENDRIL },
];
