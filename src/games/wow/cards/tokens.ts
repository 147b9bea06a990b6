/**
 * Token printings (CR 7.4 404.2): what a modifier that puts an ally token into play specifies (tags, ATK, health,
 * name), as printed information. Not first-block printings: coverage and deck validation never list them. A token's
 * cost is always 0 (201.4); its name is its tag(s) when the modifier names none (404.2). What the modifier leaves
 * unsaid is decided in docs/rules-decisions.md ("Tokens"): no faction icon (Neutral) and [Melee] ATK (as 404.2b's
 * default for a Totem token).
 */
import type { WowPrinting } from "./printing.js";

/** An ally token "with N ATK and M health" of the tag(s) `tags` (404.2: named after its tags). */
function allyToken(key: string, tags: string, atk: number, health: number): WowPrinting {
  return {
    id: `token-${key}`,
    name: tags,
    type: "Ally",
    faction: "Neutral",
    cost: 0,
    costX: false,
    atk,
    dmgType: "melee",
    health,
    def: null,
    strikeCost: null,
    instant: false,
    classes: [],
    race: tags,
    cls: null,
    subtypes: [],
    talent: null,
    professions: [],
    text: "",
  };
}

/**
 * A token the modifier names ("a unique Bear ally token named Misha with 3 ATK, 3 health, and Ferocity", 404.2): its
 * tags on the type line (Unique among them, CR 7.4 414.3a); its powers are in cards/token-scripts.ts.
 */
function namedAllyToken(key: string, name: string, tags: string[], atk: number, health: number): WowPrinting {
  const race = tags.filter((t) => t !== "Unique").join(" ");
  return { ...allyToken(key, race, atk, health), name, subtypes: tags };
}

/** The tokens the implemented cards put into play, by key (`put-token`'s `token`). */
export const TOKENS = {
  /** Mya, Dragonling Wrangler (TDP-184): "a Mechanical Dragonling ally token with 1 ATK and 1 health". */
  "mechanical-dragonling": allyToken("mechanical-dragonling", "Mechanical Dragonling", 1, 1),
  /** Earth Elemental Totem (TDP-92): "an Earth Elemental ally token with 2 ATK, 2 health, and protector". */
  "earth-elemental": allyToken("earth-elemental", "Earth Elemental", 2, 2),
  /** Rexxar (TDP-231): "a unique Bear ally token named Misha with 3 ATK, 3 health, and Ferocity". */
  misha: namedAllyToken("misha", "Misha", ["Unique", "Bear"], 3, 3),
  /** High Priestess Tyrande Whisperwind (TDP-167): "a Wisp ally token with 0 ATK and 1 health" (the Wisp tag). */
  wisp: namedAllyToken("wisp", "Wisp", ["Wisp"], 0, 1),
  /** Are We There, Yeti? (HoA-346): "three Mechanical Yeti ally tokens with 1 ATK and 1 health". */
  "mechanical-yeti": allyToken("mechanical-yeti", "Mechanical Yeti", 1, 1),
  /** Tooga's Quest (HoA-359): "a unique Turtle ally token named Tooga with 1 ATK and 1 health". */
  tooga: namedAllyToken("tooga", "Tooga", ["Unique", "Turtle"], 1, 1),
  /** Rite of Vision (TDP-306): "a Spirit Guide ally token with 1 ATK and 1 health". */
  "spirit-guide": allyToken("spirit-guide", "Spirit Guide", 1, 1),
  /** Wilba (HoA-223): "a unique Spider ally token named Charlotte with 1 ATK and 1 health". */
  charlotte: namedAllyToken("charlotte", "Charlotte", ["Unique", "Spider"], 1, 1),
  /**
   * King Magni Bronzebeard (HoA-191): "an Alliance Dwarf Warrior ally token with 1 ATK and 1 health": the modifier
   * specifies its faction, race and class (404.2).
   */
  "dwarf-warrior": {
    ...allyToken("dwarf-warrior", "Dwarf Warrior", 1, 1),
    faction: "Alliance",
    race: "Dwarf",
    cls: "Warrior",
  },
  /** Rescue the Survivors! (TDP-297): "Draenei Survivor ally tokens with 0 ATK, 1 health, and …" (its power: token-scripts.ts). */
  "draenei-survivor": allyToken("draenei-survivor", "Draenei Survivor", 0, 1),
  /** Barov Peasant Caller (HoA-304): "three Peasant ally tokens with 1 ATK, 1 health, and Ferocity". */
  peasant: allyToken("peasant", "Peasant", 1, 1),
  /** Wanted: Hogger (TDP-299): "a Gnoll ally token named Hogger with 2 ATK and 2 health". */
  hogger: namedAllyToken("hogger", "Hogger", ["Gnoll"], 2, 2),
} as const satisfies Record<string, WowPrinting>;

/** A token's key (the vocabulary names tokens by it). */
export type TokenKey = keyof typeof TOKENS;

/** Whether a printing id is a token's (CR 7.4 404.2). */
export const isTokenCode = (code: string): boolean => code.startsWith("token-");
