import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { type BotDeps, explainError, ruleText } from "../../src/bot/game/deps.js";
import { buildCorrespondence } from "../../src/rules-text/correspondence.js";
import {
  answer,
  langOf,
  loadCorpus,
  ruleCitation,
  seedMap,
  seedToV14,
  sharedRules,
  sharedRulesLookup,
} from "../../src/services/lookup/index.js";

/**
 * The seed (Core Rules 2025-06-02, 000) -> Core Rules v1.4 correspondence (`data/rules-map/seed-to-v1.4.json`).
 *
 * HAND_CHECKED: each pair was checked by reading the seed's Chinese text next to the v1.4 English text (printed
 * side by side from data/rules/riftbound-core-zh.json and riftbound-core-en.json) and confirming the Chinese is a
 * translation of the English, or, where v1.4 changed the rule, that it is the same rule reworded (633 -> 472:
 * "wins when points reach the victory score" now "at a cleanup"; 591.1 -> 413.1 "from the top of the Main Deck"
 * now "from a zone"). Sections cover the unmoved (101-121), shifted by a few (124-183), renumbered (5xx -> 3xx/4xx,
 * 64x -> 48x, 712-729 -> 800-817) and sub-rules several levels down.
 */
const HAND_CHECKED: [seed: string, v14: string][] = [
  ["101", "101"], // 牌组构筑 (Deck Construction) = Deck Construction
  ["103.1.a", "103.1.a"], // placed in the Legend Zone at the start of the game
  ["103.2.b", "103.2.b"], // up to 3 copies of the same named card
  ["103.2.d", "103.2.d"], // only 3 total Signature cards with the legend's champion tag
  ["110", "110"], // Setup Process
  ["116", "116"], // players each draw 4
  ["117", "117"], // in turn order, players mulligan
  ["121", "121"], // a Game Object does not include nor preclude inherent properties
  ["124", "125"], // Cards
  ["137", "140"], // Units
  ["140.4", "144.4"], // standard-move destinations are restricted
  ["142", "147"], // Gear
  ["153", "160"], // Runes
  ["170", "179"], // Tokens
  ["176", "185"], // tokens are not cards
  ["183", "192"], // "controller" of an object refers to either context
  ["501", "301"], // The Turn
  ["504", "304"], // the Turn Player is the player taking the current turn
  ["518", "318"], // Cleanups
  ["527", "325"], // Chains and Showdowns
  ["545", "341"], // Showdowns
  ["548", "344"], // a showdown begins when control of a battlefield is contested
  ["557", "353"], // The Process of Play
  ["558", "354"], // 1. move the card to the chain
  ["559", "355"], // 2. make relevant choices
  ["559.3.a", "355.5.a"], // not cards that affect objects based on criteria
  ["559.3.b", "355.5.b"], // not choices for triggered abilities of permanents
  ["562", "358"], // 5. check legality
  ["571", "367"], // Replacement Effects
  ["591.1", "413.1"], // drawing a card takes one card and adds it to the hand
  ["602.1", "426.1"], // buffing places a Buff counter on a unit, see 701
  ["604.1", "428.1"], // killing: a permanent goes from the board to the trash
  ["607", "431"], // Burn Out
  ["616", "454"], // Recalls
  ["620", "459"], // Combat
  ["626", "465"], // The Combat Damage Step
  ["626.1", "465.2"], // when the showdown closes, attackers and defenders resolve combat damage
  ["633", "472"], // a player reaching the victory score wins
  ["640", "481"], // Modes of Play
  ["644", "485"], // 1v1 (Duel)
  ["644.4.a", "485.4.a"], // each player provides three battlefields, one is used
  ["644.5", "485.5"], // setup: each player randomly selects one of their three battlefields
  ["645", "486"], // 1v1 (Match)
  ["648", "489"], // 2v2 (Magma Chamber)
  ["648.3", "489.3"], // victory score 11
  ["650", "650"], // a player may concede at any time
  ["652.1", "652.1"], // banish all permanents and runes they control and own
  ["708", "708"], // a unit is Mighty while its Might is 5 or more
  ["716", "804"], // Keyword Glossary
  ["717", "805"], // Accelerate
  ["727", "815"], // Tank
  ["727.1.b", "815.1.b"], // Tank is functionally short for "assigned lethal damage first"
  ["727.1.c.2", "815.1.c.2"], // several Tank units: damage to any of them first
  ["729", "817"], // Vision
];

describe("seed -> v1.4 correspondence", () => {
  it(`matches the ${HAND_CHECKED.length} hand-checked pairs`, () => {
    const pairs = seedMap().pairs;
    expect(HAND_CHECKED.length).toBeGreaterThanOrEqual(30);
    for (const [seed, v14] of HAND_CHECKED) expect(pairs[seed], seed).toBe(v14);
  });

  it("the committed file is what the build makes from the corpus (deterministic)", () => {
    const docs = loadCorpus().documents;
    const seed = docs.find((d) => d.id === "riftbound-core-zh")!;
    const target = docs.find((d) => d.id === "riftbound-core-en")!;
    const built = buildCorrespondence(seed, target);
    expect(built.pairs).toEqual(seedMap().pairs);
    expect(built.unmatched).toEqual(seedMap().unmatched);
  });

  it("an unmatched seed rule leads to its nearest matched ancestor", () => {
    expect(seedToV14("644")).toEqual({ number: "485", exact: true });
    const unmatched = seedMap().unmatched.find((n) => n.includes(".") && seedToV14(n) !== null)!;
    expect(seedToV14(unmatched)?.exact).toBe(false);
    expect(seedToV14("999")).toBeNull();
  });
});

describe("English answers (Core Rules v1.4)", () => {
  const rules = sharedRules();

  it("a seed number asked in English shows the v1.4 rule and names both numbers", () => {
    const a = answer("644", { rules, lang: "en" });
    expect(a).toMatchObject({ kind: "rule", number: "485" });
    if (a.kind === "rule") expect(a.note).toContain("Seed rule 644 (Core Rules 2025-06-02) is CR 1.4 485");
  });

  it("a number only v1.4 has (818) and `CR 1.4 103` are v1.4 numbers; Chinese answers keep the seed", () => {
    expect(answer("818", { rules, lang: "en" })).toMatchObject({ kind: "rule", number: "818" });
    expect(answer("CR 1.4 103.2", { rules, lang: "en" })).toMatchObject({ kind: "rule", number: "103.2" });
    const zh = answer("644", { rules });
    expect(zh.kind === "rule" && zh.hits[0]?.document.id).toBe("riftbound-core-zh");
  });

  it("keywords of the later sets answer in English: Equip 818, Empower 827, Flow 829", () => {
    expect(rules.keyword("Equip", "riftbound", "en")?.number).toBe("818");
    expect(rules.keyword("Empower", "riftbound", "en")?.number).toBe("827");
    expect(rules.keyword("Flow", "riftbound", "en")?.number).toBe("829");
    expect(rules.keyword("Equip", "riftbound")).toBeNull(); // the seed texts have no Equip
  });

  it("langOf: the option, then Chinese text, then the Discord locale", () => {
    expect(langOf("zh", "Tank", "en-US")).toBe("zh");
    expect(langOf(null, "肉盾", "en-US")).toBe("zh");
    expect(langOf(null, "Tank", "zh-CN")).toBe("zh");
    expect(langOf(undefined, "Tank", "en-GB")).toBe("en");
  });

  it("engine refusals quote the rule in the user's language", () => {
    const deps = { rules: sharedRulesLookup, log: pino({ level: "silent" }) } as unknown as BotDeps;
    const en = ruleText(deps, "644.5", "riftbound", "en");
    expect(en).toMatch(/^> \*\*Rule 644\.5\*\* \(CR 1\.4 485\.5\): Setup: Each player randomly selects/);
    expect(ruleText(deps, "644.5", "riftbound", "zh")).toMatch(/^> \*\*Rule 644\.5\*\*: 设置/);
    const text = explainError(deps, { code: "timing/closed", message: "Not now.", rule: "644.5" }, "riftbound", "en");
    expect(text).toContain("(CR 1.4 485.5)");
    expect(ruleCitation("644.5", rules, "en")).toMatchObject({ number: "485.5", document: "riftbound-core-en" });
    expect(ruleCitation("644.5", rules)).toMatchObject({ number: "644.5", document: "riftbound-core-zh" });
  });
});
