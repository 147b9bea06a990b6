/**
 * The card catalogue: printed data of every card, looked up by code. Unchanging card data stays out of the
 * match state (issue "Engine speed"); the state holds codes. The catalogue is the committed card file
 * (cards/catalogue.generated.ts, parsed once on first use), the tokens of rule 178, and any card a match config
 * brings that the file does not have (test fixtures; a future card source). Pure: no I/O, no clock.
 */
import { CATALOGUE_JSON } from "../cards/catalogue.generated.js";
import type { CardStatic } from "./state.js";

/** Token cards created by effects (170-178): Recruit 1 Might (178.1), Sprite 3 Might with Temporary (178.2). */
export const TOKEN_CARDS: Readonly<
  Record<
    "Recruit" | "Sprite" | "Mech" | "Sand Soldier" | "Shadow Clone" | "Bird" | "Tentacle" | "Reflection",
    CardStatic
  >
> = {
  Recruit: {
    code: "TOKEN-RECRUIT",
    name: "Recruit",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 1,
    mightBonus: null,
    tags: ["Recruit"],
    keywords: [],
    text: "",
  },
  Sprite: {
    code: "TOKEN-SPRITE",
    name: "Sprite",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 3,
    mightBonus: null,
    tags: ["Fae"],
    keywords: ["Temporary"],
    text: "[Temporary]",
  },
  // CR 1.4 187.4 (jungaustin-tokens.json): a domainless 3 Might Mech unit token with the Mech tag.
  Mech: {
    code: "TOKEN-MECH",
    name: "Mech",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 3,
    mightBonus: null,
    tags: ["Mech"],
    keywords: [],
    text: "",
  },
  // CR 1.4 187.3: a domainless 2 Might Sand Soldier unit token with the Shurima tag.
  "Sand Soldier": {
    code: "TOKEN-SAND-SOLDIER",
    name: "Sand Soldier",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 2,
    mightBonus: null,
    tags: ["Shurima"],
    keywords: [],
    text: "",
  },
  // CR 1.4 187.11: a domainless 0 Might Shadow Clone unit token with its ability (cards/tokens-ven.ts).
  "Shadow Clone": {
    code: "TOKEN-SHADOW-CLONE",
    name: "Shadow Clone",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 0,
    mightBonus: null,
    tags: [],
    keywords: [],
    text: "When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.",
  },
  // CR 1.4 187.7 (jungaustin-tokens.json): a domainless 1 Might Bird unit token with the Bird tag and [Deflect].
  Bird: {
    code: "TOKEN-BIRD",
    name: "Bird",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 1,
    mightBonus: null,
    tags: ["Bird"],
    keywords: ["Deflect"],
    text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)",
  },
  // CR 1.4 187.10 (jungaustin-tokens.json): a domainless 1 Might Tentacle unit token with the Bilgewater tag.
  Tentacle: {
    code: "TOKEN-TENTACLE",
    name: "Tentacle",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 1,
    mightBonus: null,
    tags: ["Bilgewater"],
    keywords: [],
    text: "",
  },
  // CR 1.4 187.6 (jungaustin-tokens.json): a domainless 0 Might Reflection unit token; it becomes a copy of
  // something as it is played (477.1.b, rules/verbs/become-copy.ts).
  Reflection: {
    code: "TOKEN-REFLECTION",
    name: "Reflection",
    type: "Token",
    supertype: "Token",
    domains: [],
    energy: null,
    power: null,
    might: 0,
    mightBonus: null,
    tags: [],
    keywords: [],
    text: "(I become a copy of something when played. I don't get that card's play effects.)",
  },
};

/** The Gold gear token's printed card (SFD-T03): "Kill this, [exhaust]: [Reaction] — [Add] [A]." */
export const GOLD_TOKEN_CODE = "SFD-T03";

/**
 * A table keyed by card code: a null-prototype dictionary, not a `Map`. Per-code lookups run ~100 times per
 * decision (printed data, scripts, passives) and a keyed load costs ~40% less than `Map.get` (docs/performance.md,
 * Session 16 perfL). Only for immutable per-code data; keys are card codes (never `__proto__`).
 */
export function codeTable<T>(): Record<string, T | undefined> {
  return Object.create(null) as Record<string, T | undefined>;
}

let byCode: Record<string, CardStatic | undefined> | null = null;

function catalogue(): Record<string, CardStatic | undefined> {
  if (byCode) return byCode;
  const t = codeTable<CardStatic>();
  for (const c of JSON.parse(CATALOGUE_JSON) as CardStatic[]) t[c.code] = c;
  for (const c of Object.values(TOKEN_CARDS)) t[c.code] = c;
  byCode = t;
  return t;
}

let nameLists: { tags: string[]; spells: string[] } | null = null;

/**
 * What a player may name (CR 1.4 762-763): `tag` — every tag on cards or tokens of the game (763.1); `spell` — every
 * spell card name (762: a card that exists, never a token's name, 762.2). Sorted, computed once.
 */
export function nameable(what: "tag" | "spell"): readonly string[] {
  if (!nameLists) {
    const tags = new Set<string>();
    const spells = new Set<string>();
    for (const c of Object.values(catalogue()) as CardStatic[]) {
      for (const t of c.tags ?? []) tags.add(t);
      if (c.type === "Spell") spells.add(c.name);
    }
    nameLists = { tags: [...tags].sort(), spells: [...spells].sort() };
  }
  return what === "tag" ? nameLists.tags : nameLists.spells;
}

/** The last code {@link cardData} found and its data: half the lookups repeat the previous code (perfL). */
let lastCode = "";
let lastData: CardStatic | undefined;

/** Printed data of a card code, or undefined when no catalogue entry exists. */
export function cardData(code: string): CardStatic | undefined {
  if (code === lastCode) return lastData;
  const c = (byCode ?? catalogue())[code];
  // Only a found code is remembered: registerCards may still add one not found yet (a found one never changes).
  if (c !== undefined) {
    lastCode = code;
    lastData = c;
  }
  return c;
}

/**
 * Adds cards a match config brings (559: the config is the match's card list) when the catalogue lacks them.
 * A code already known keeps its catalogue data: one code means one printed card.
 */
export function registerCards(cards: Iterable<CardStatic>): void {
  const m = catalogue();
  for (const c of cards) if (m[c.code] === undefined) m[c.code] = c;
}
