/**
 * The Rise card vocabulary and the card-set file format (docs/rise.md "Card sets"), as zod schemas: an organiser's
 * card set is validated against them line by line, and the types the rules module reads are inferred from them.
 * Closed on purpose: a card whose text needs anything outside this vocabulary can't be written, so it is never
 * guessed. Terms are Rise's own (002 B.1): commander, reinforcement, squad, salvage base, Galactic Vortex, repair.
 */
import { z } from "zod";

/** Damage types (002 205.1): 格斗 射击 热能 电磁 能量 病毒 射线 辐射. Default 射击 (002 408.3a). */
export const DamageTypeSchema = z.enum([
  "fighting",
  "shooting",
  "thermal",
  "em",
  "energy",
  "virus",
  "ray",
  "radiation",
]);
/** A damage type. */
export type DamageType = z.infer<typeof DamageTypeSchema>;

/** Faction trait icons (002 206.1b): 众神议会, 自由战线, 巴尔之灵. */
export const FactionSchema = z.enum(["council", "free-front", "spirit-of-baal"]);
/** Class trait icons (002 206.1a): 博士 高阶武士 猛士 使徒 受难者 无畏 先知. */
export const ClassSchema = z.enum(["doctor", "high-samurai", "brave", "apostle", "martyr", "fearless", "prophet"]);

/**
 * Keyword abilities (002 B.1; combat keywords read through CR 7.4 600-603): protector 守护者 (may guard), dodge 闪避
 * (can't be attacked), frenzy 亢奋 (can attack at once), beyond-visual-range 超视距 (takes no counter damage),
 * optical-camouflage 光学迷彩 (can't be guarded against, as WoW's Stealth: docs/rules-decisions.md), untargetable
 * (不能被指定, 706.1), pilot 领航 (boarding, no effect without vehicles), alloy-shield 合金盾 (one equipped),
 * weapon-equip 武器装备 (415), unpreventable-combat (its combat damage can't be prevented), cant-attack.
 */
export const KeywordSchema = z.enum([
  "protector",
  "dodge",
  "frenzy",
  "beyond-visual-range",
  "optical-camouflage",
  "untargetable",
  "pilot",
  "alloy-shield",
  "weapon-equip",
  "unpreventable-combat",
  "cant-attack",
  /**
   * 地面突袭 Ground Assault (303; the reminder text is garbled in 002, §E.11): +1 ATK while attacking a ready vehicle
   * that shares no type-line tag with it (docs/rise.md "Vehicles").
   */
  "ground-assault",
  /** 结晶 Crystal (002 307.3, partly lost): an ongoing ability card in play that is a character; it may be attacked or targeted as a unit, and is no unit otherwise (docs/rise.md "Crystals"). */
  "crystal",
]);
/** A keyword. */
export type Keyword = z.infer<typeof KeywordSchema>;

/**
 * What a target may be (002 706.1: cards in play matching the description; 706.1b: other zones only when named).
 * `unit` = commander, reinforcement or squad in play (300.1); `character` adds nothing yet (crystals are not in the
 * vocabulary).
 */
export const SelectorSchema = z.enum([
  "unit",
  "opposing-unit",
  "unit-in-your-party",
  "reinforcement",
  "opposing-reinforcement",
  "commander-or-reinforcement",
  "exhausted-unit",
  "equipment",
  "reinforcement-in-your-salvage-base",
  "player",
  /** An ongoing ability card in play, attachments included (舰载空间传送). */
  "ongoing-ability",
  /** A non-ongoing ability card on the chain (706.1b: the chain named; 402.1 copying). */
  "ability-on-chain",
]);
/** A selector. */
export type Selector = z.infer<typeof SelectorSchema>;

/** One target of a card (706.1). `distinct`: "another target" (706.1 forbids one object in two slots anyway). */
export const TargetSpecSchema = z
  .object({
    select: SelectorSchema,
    /** "up to N": this slot may stay empty (002 707.1d, a variable number of targets). */
    optional: z.boolean().optional(),
    /** "another target unit": not the unit the triggering damage went to (冽风). */
    notDamaged: z.boolean().optional(),
  })
  .strict();
/** A target spec. */
export type TargetSpec = z.infer<typeof TargetSpecSchema>;

/** Which cards or players an instruction acts on. */
export const RefSchema = z.union([
  z.object({ target: z.number().int().min(0).max(5) }).strict(),
  z.enum([
    "self",
    "your-commander",
    "you",
    "each-opposing-unit",
    "each-unit-in-your-party",
    "each-unit",
    "each-target",
    "attacker",
    /** The planned defender of the current combat ("the defender has −1 ATK", 特使萨曼耶). */
    "defender",
    /** The unit a "when your commander deals combat damage with a weapon" trigger's damage went to (冽风, 追踪者). */
    "damaged",
    /** The host of this attachment (403; 709.2d: the last one it was attached to once it left play, RISE-EX-31). */
    "attached",
    /** The controller of this attachment's host (侵蚀 "its controller discards a card"). */
    "attached-controller",
    /** Each character in play: units and crystals (300.1; 麦多尼亚 "each character"). */
    "each-character",
  ]),
]);
/** A reference. */
export type Ref = z.infer<typeof RefSchema>;

/** A counter kind (002 413.1): lower-case words, e.g. `invasion` (麦多尼亚), `acceleration` (分子加速). */
export const CounterKindSchema = z
  .string()
  .regex(/^[a-z][a-z-]{0,23}$/, "a counter kind is 1-24 lower-case letters or '-'");

/**
 * An amount: a number; the current ATK of the card (教官雷塔 "X = Reta's ATK"); `times` N for each counter of a kind
 * on this card (`on: self`, 分子加速) or on each card it is dealt to (`on: each`, 麦多尼亚; 407.6 whole points); or the
 * ATK of the unit whose destruction triggered this, plus N (简·沐凡 "that unit's ATK + 2", read as it left play, 703.4).
 */
export const AmountSchema = z.union([
  z.number().int().min(0).max(99),
  z.literal("self-atk"),
  z
    .object({ perCounter: CounterKindSchema, on: z.enum(["self", "each"]), times: z.number().int().min(1).max(9) })
    .strict(),
  z.object({ destroyedAtkPlus: z.number().int().min(0).max(9) }).strict(),
]);
/** An amount. */
export type Amount = z.infer<typeof AmountSchema>;

/** A condition of one instruction: 206.1c "【Council】:" (the controller's commander has that faction). */
const When = z.object({ commanderFaction: FactionSchema }).strict().optional();

/** A substitute (token) a card puts into play (002 413.2): a reinforcement with these printed values. */
export const SubstituteSchema = z
  .object({
    name: z.string().min(1).max(60),
    atk: z.number().int().min(0).max(99),
    health: z.number().int().min(1).max(99),
    damageType: DamageTypeSchema.optional(),
    keywords: z.array(KeywordSchema).max(4).optional(),
  })
  .strict();

/** The instructions a granted ability may run (706.1c): every verb but granting. */
const BaseEffectSchema = z.discriminatedUnion("op", [
  z
    .object({
      op: z.literal("damage"),
      amount: AmountSchema,
      type: DamageTypeSchema.optional(),
      to: RefSchema,
      /**
       * The source (002 408.2c): "your commander deals" (default), the card itself, or "each Fighting-type
       * reinforcement in your party deals" (追踪者: one packet from each).
       */
      by: z.enum(["your-commander", "self", "each-fighting-reinforcement-in-your-party"]).optional(),
      /** "this damage can't be prevented" (717.2). */
      unpreventable: z.boolean().optional(),
      /** "For each 1 damage dealt this way": your commander repairs that much on itself, or a player draws. */
      forEachDealt: z.union([z.literal("repair-source"), z.object({ draw: RefSchema }).strict()]).optional(),
      /**
       * "That unit's controller may discard cards; each card discarded prevents N of this damage" (措手不及): the
       * choice is made as the link resolves (709.2b, RISE-EX-30). Only on a `{ target: i }` damage.
       */
      discardPrevents: z.number().int().min(1).max(9).optional(),
      /**
       * "If that unit is destroyed, put it into the Galactic Vortex" (窥视者奥萨罗, 703.2, RISE-EX-25): a reflexive
       * trigger of this damage's controller when the pre-priority checks right after it destroy the unit.
       */
      vortexIfDestroyed: z.boolean().optional(),
      when: When,
    })
    .strict(),
  z
    .object({
      op: z.literal("repair"),
      amount: AmountSchema,
      to: RefSchema,
      by: z.enum(["your-commander", "self"]).optional(),
      when: When,
    })
    .strict(),
  z.object({ op: z.literal("draw"), amount: z.number().int().min(1).max(9), who: RefSchema, when: When }).strict(),
  z.object({ op: z.literal("discard"), amount: z.number().int().min(1).max(9), who: RefSchema, when: When }).strict(),
  z
    .object({
      /** `gain-control`: "gain control of [what] until end of turn" (400.3, 400.3b; a reinforcement or squad). */
      op: z.enum([
        "destroy",
        "exhaust",
        "ready",
        "to-hand",
        "vortex",
        "skip-next-ready",
        "lock-others",
        "gain-control",
      ]),
      what: RefSchema,
      when: When,
    })
    .strict(),
  z
    .object({ op: z.literal("substitute"), count: z.number().int().min(1).max(5), make: SubstituteSchema, when: When })
    .strict(),
  /** "Put N [kind] counters on [what]" (413.1; 麦多尼亚's invasion counter, 分子加速's acceleration counter on itself). */
  z
    .object({
      op: z.literal("counter"),
      kind: CounterKindSchema,
      amount: z.number().int().min(1).max(9),
      what: RefSchema,
      when: When,
    })
    .strict(),
  /**
   * "Search your deck for a [reinforcement] card, reveal it, put it into your hand, then shuffle your deck" (411.1-
   * 411.3): with a description (`reinforcement`) the search may find nothing; `any` fails only on an empty deck.
   */
  z.object({ op: z.literal("search"), select: z.enum(["reinforcement", "any"]), when: When }).strict(),
  /**
   * "Put a copy of [what] on the chain; it has the same targets" (402.1-402.1b: `what` an ability card on the
   * chain; the copy is no card, is not played, and is controlled by this link's controller, 402.1a).
   */
  z.object({ op: z.literal("copy-on-chain"), what: RefSchema, when: When }).strict(),
  /** "Remove all [kind] counters" from every card in play (麦多尼亚). */
  z.object({ op: z.literal("remove-counters"), kind: CounterKindSchema, when: When }).strict(),
  z.object({ op: z.literal("look-top"), count: z.number().int().min(1).max(5), when: When }).strict(),
  z.object({ op: z.literal("to-resource-row"), what: z.literal("self"), exhausted: z.boolean(), when: When }).strict(),
  /**
   * "The next ability you use becomes instant; if it is a Buff or Debuff ability, its effect +N" (红色引擎): lasts
   * until you play an ability card (715 delayed; 717.4: every packet of that "next" ability is replaced, RISE-EX-40).
   */
  z.object({ op: z.literal("next-ability"), boost: z.number().int().min(0).max(3), when: When }).strict(),
  /**
   * "The next card target player plays this turn becomes instant and costs (N) less" (集团合围; 715 delayed, ends
   * with the turn or when that player plays a card).
   */
  z
    .object({ op: z.literal("next-card"), discount: z.number().int().min(0).max(5), who: RefSchema, when: When })
    .strict(),
  /**
   * "[what] has that armor value this turn" (博爱者旗帜: this card's commander armor value, read as it resolves;
   * 306.2, 714.3: it prevents like a squad's armor value, 304.1a).
   */
  z.object({ op: z.literal("armor-this-turn"), what: RefSchema, when: When }).strict(),
  /** "[who] has +N/−N ATK this combat" (特使萨曼耶: the defender −1; 714.3, ends with the combat). */
  z
    .object({ op: z.literal("atk-this-combat"), amount: z.number().int().min(-9).max(9), what: RefSchema, when: When })
    .strict(),
]);

const Targets = z.array(TargetSpecSchema).max(3);

/** Costs of a payment ability (002 401, 701): resources "(N)", and "[Activate]" (exhaust this card, 701.3). */
export const CostSchema = z
  .object({
    resources: z.number().int().min(0).max(20),
    exhaustSelf: z.boolean().optional(),
    /** "Exhaust that [host] ->" (质能变异: an attachment's cost exhausts the card it is attached to; 401, 404.1). */
    exhaustAttached: z.boolean().optional(),
  })
  .strict();

/**
 * A payment ability a card gains (绝密潜入 "gains '[Exhaust] -> its controller draws a card' this turn"; 706.1c:
 * its targets are chosen when it is used, not when it is granted). `you` in it is the gaining card's controller.
 */
export const GrantedAbilitySchema = z
  .object({
    kind: z.literal("payment"),
    cost: CostSchema,
    targets: Targets,
    effects: z.array(BaseEffectSchema).min(1).max(4),
  })
  .strict();

/** One instruction (a verb), run in text order as the link resolves (002 709.2b). */
export const EffectSchema = z.discriminatedUnion("op", [
  ...BaseEffectSchema.options,
  /** "[what] gains '<ability>' this turn" (706.1c, 714.3 until end of turn). */
  z.object({ op: z.literal("grant"), what: RefSchema, ability: GrantedAbilitySchema, when: When }).strict(),
]);
/** An instruction. */
export type Effect = z.infer<typeof EffectSchema>;

const Effects = z.array(EffectSchema).min(1).max(6);

/** Continuous modifiers of a card in play (002 704.1a, indeterminate; 714.2: always recomputed). */
export const StaticSchema = z.discriminatedUnion("kind", [
  /** "[who] has +N ATK" (蜴锚护符, 游击前卫克多恩, 斗志 "while attacking"). */
  z
    .object({
      kind: z.literal("atk"),
      amount: z.number().int().min(-9).max(9),
      applies: z.enum(["your-commander", "your-reinforcements", "your-attacking-units"]),
    })
    .strict(),
  /** "+1 health for each unit in your party with cost ≥ this card's cost" (塞班·托托斯; itself not counted, RISE-EX-20). */
  z.object({ kind: z.literal("health-per-costly-unit") }).strict(),
  /** "Your commander has [keyword]" (千钧勇士护盾: Protector; 星门守卫者战甲: Weapon Equip). */
  z.object({ kind: z.literal("commander-keyword"), keyword: KeywordSchema }).strict(),
  /** "If your commander would deal [type] damage, that damage +1" (晶核矩阵, 716; each applies once, 716.1e). */
  z.object({ kind: z.literal("amplify"), type: DamageTypeSchema, amount: z.number().int().min(1).max(3) }).strict(),
  /**
   * "When you use an ability to deal or repair damage to a unit, that amount +N instead" (霞光战袍; a replacement
   * effect, 716.1, 717.1: only the amount changes). Applies to the packets an ability card's instructions make, not
   * to the "for each damage dealt" repairs made afterwards (RISE-EX-18).
   */
  z.object({ kind: z.literal("ability-boost"), amount: z.number().int().min(1).max(3) }).strict(),
  /**
   * "Your commander has +1 armor value for each differently-named reinforcement in your party" (博爱者旗帜; 306.2;
   * prevents like a squad's armor value, 304.1a, before armor is offered, 717.2c).
   */
  z.object({ kind: z.literal("commander-armor-per-name") }).strict(),
  /** "When you fire a weapon, pay [N] less, minimum [1]" (星门守卫者战甲; 707.1e.3). */
  z.object({ kind: z.literal("fire-discount"), amount: z.number().int().min(1).max(3) }).strict(),
  /**
   * What an attachment does to its host (403): "the attached can't attack or guard" (`cantAttackOrGuard`), "loses
   * all abilities" (`losesAbilities`, 700.3), "becomes a [tag]" (`tag`: added, 202.3, RISE-EX-02). 质能变异.
   */
  z
    .object({
      kind: z.literal("attached-host"),
      tag: z.string().min(1).max(30).optional(),
      losesAbilities: z.boolean().optional(),
      cantAttackOrGuard: z.boolean().optional(),
    })
    .strict(),
  /**
   * "Units with [kind] counters can't attack, guard or board vehicles, and lose and can't have all abilities"
   * (麦多尼亚; 413.1, 700.3, 103.4: "can't" wins; any unit in play, whoever controls it).
   */
  z.object({ kind: z.literal("counter-lock"), counter: CounterKindSchema }).strict(),
  /** "Whenever a unit in your party would be dealt damage, prevent N of that damage" (绿盾结晶; 717.2). */
  z.object({ kind: z.literal("prevent-party-damage"), amount: z.number().int().min(1).max(3) }).strict(),
]);
/** A continuous modifier. */
export type Static = z.infer<typeof StaticSchema>;

/** One ability (002 700.1; `<p>` separates them, 203.2). */
export const AbilitySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("keyword"), keyword: KeywordSchema }).strict(),
  /** A non-ongoing ability card's text: targets chosen as it is played (706.1), instructions on resolution. */
  z.object({ kind: z.literal("play"), targets: Targets, effects: Effects }).strict(),
  /** "When this enters play, …" (703.1, 710.1d). */
  z.object({ kind: z.literal("enters"), targets: Targets, effects: Effects }).strict(),
  /** "Whenever an opposing unit enters play, …" (703.1; 马丁·威尔逊舰长). */
  z.object({ kind: z.literal("opposing-unit-enters"), targets: Targets, effects: Effects }).strict(),
  /** "When this is destroyed, [you may pay (N) ->] …" (703.1, 703.4 look-back; 708.3 optional payment on resolution). */
  z
    .object({
      kind: z.literal("destroyed"),
      pay: z.number().int().min(0).max(9).optional(),
      targets: Targets,
      effects: Effects,
    })
    .strict(),
  /** "When your commander guards, …" (千钧勇士护盾; guard = WoW's protect, CR 7.4 602.2). */
  z.object({ kind: z.literal("commander-guards"), targets: Targets, effects: Effects }).strict(),
  /**
   * "When your commander deals combat damage [with this weapon | with a weapon] to a unit, …" (703.1; 408.3d: the
   * packet is associated with every weapon fired, so each such weapon triggers once per packet; 冽风, 追踪者, 修复告诫).
   */
  z
    .object({ kind: z.literal("weapon-damage"), with: z.enum(["this", "any"]), targets: Targets, effects: Effects })
    .strict(),
  /**
   * "Attach to target [select]" (403.1; 分子加速, 侵蚀, 质能变异): an ongoing ability card whose host is chosen as
   * it is played; on resolution it enters play attached (no legal host: to the salvage base, 403.3), then its
   * instructions run (侵蚀's discard). The host description is the attach description (403.5).
   */
  z
    .object({
      kind: z.literal("attach"),
      targets: z.array(TargetSpecSchema).length(1),
      effects: z.array(EffectSchema).max(6).default([]),
    })
    .strict(),
  /** "At the start of your turn, …" (500.2, 501.1a: created as the turn player readies; 分子加速, 麦多尼亚). */
  z.object({ kind: z.literal("turn-starts"), targets: Targets, effects: Effects }).strict(),
  /** "At the end of your turn / of each turn, …" (500.2: triggers at the start of the end phase; 分子加速, 麦多尼亚). */
  z.object({ kind: z.literal("turn-ends"), each: z.boolean().optional(), targets: Targets, effects: Effects }).strict(),
  /** "Whenever the attached's controller draws a card, …" (侵蚀; 405.9e: each draw, one at a time). */
  z.object({ kind: z.literal("attached-controller-draws"), targets: Targets, effects: Effects }).strict(),
  /** "When another friendly unit is destroyed, …" (简·沐凡; 703.4 look-back; a crystal is no unit, RISE-EX-05). */
  z.object({ kind: z.literal("friendly-unit-destroyed"), targets: Targets, effects: Effects }).strict(),
  /** "When this attacks, …" (703.1; 特使萨曼耶): triggers as the attacker exhausts in the combat step (CR 7.4 602.1). */
  z.object({ kind: z.literal("attacks"), targets: Targets, effects: Effects }).strict(),
  /** A payment ability "cost -> effect" (701); `yourTurn` "在你的回合中:", `oncePerTurn` (701.4). */
  z
    .object({
      kind: z.literal("payment"),
      cost: CostSchema,
      yourTurn: z.boolean().optional(),
      oncePerTurn: z.boolean().optional(),
      targets: Targets,
      effects: Effects,
    })
    .strict(),
  /**
   * A command's reward (702): "[condition,] pay (N) to complete this command. Reward: …". The command may exhaust
   * itself to pay (702.1) and turns face down (702.2).
   */
  z
    .object({
      kind: z.literal("reward"),
      cost: z.number().int().min(0).max(20),
      condition: z
        .object({
          factionUnits: z.object({ faction: FactionSchema, atLeast: z.number().int().min(1).max(9) }).strict(),
        })
        .strict()
        .optional(),
      targets: Targets,
      effects: Effects,
    })
    .strict(),
  z.object({ kind: z.literal("static"), effect: StaticSchema }).strict(),
]);
/** An ability. */
export type Ability = z.infer<typeof AbilitySchema>;

/** Card types (002 300.1; a crystal is an ongoing ability card with the `crystal` keyword, 307.3). */
export const CardTypeSchema = z.enum([
  "commander",
  "reinforcement",
  "vehicle",
  "squad",
  "weapon",
  "armor",
  "accessory",
  "ability",
  "command",
]);
/** A card type. */
export type CardType = z.infer<typeof CardTypeSchema>;

const Id = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,23}$/, "an id is 1-24 letters, digits or '-', starting with a letter or digit");

/** One card of a set: printed information (002 200-206) beside its abilities in the vocabulary. */
export const CardSchema = z
  .object({
    id: Id,
    name: z.string().min(1).max(80),
    /** The Chinese printed name, when known. */
    zh: z.string().max(40).optional(),
    type: CardTypeSchema,
    /** Play cost (201.1); commanders have none, commands cost 0 (201.2). */
    cost: z.number().int().min(0).max(20).optional(),
    faction: FactionSchema.optional(),
    class: ClassSchema.optional(),
    /** A commander's talent (206.1), e.g. "amplify". */
    talent: z.string().max(30).optional(),
    /** "【Trait】 Commander Required" (100.2b). */
    requires: z
      .object({ talent: z.string().max(30) })
      .strict()
      .optional(),
    /** Type-line tags (202): "Human Federation", "Brave", "Minion (1)", "Handheld (1)", "Smart (2)". */
    tags: z.array(z.string().min(1).max(30)).max(8).default([]),
    unique: z.boolean().optional(),
    unlimited: z.boolean().optional(),
    /** 瞬发 Instant (408.1 timing). */
    instant: z.boolean().optional(),
    /** 持续 Ongoing: an ability card that enters play in the commander row (002 405.8a, 709.2g). */
    ongoing: z.boolean().optional(),
    atk: z.number().int().min(0).max(99).optional(),
    damageType: DamageTypeSchema.optional(),
    health: z.number().int().min(1).max(99).optional(),
    /** Armor value (306.2; squads 304.1a prevent continuously). */
    armor: z.number().int().min(0).max(20).optional(),
    /** A vehicle's ATK range "a–b" (303.3a: the crew's ATK summed, clamped); ATK X (303.3b) is `[0, 99]`. */
    atkRange: z.tuple([z.number().int().min(0).max(99), z.number().int().min(0).max(99)]).optional(),
    /** A vehicle's explosion damage (303.1, 303.6). */
    explosion: z.number().int().min(0).max(20).optional(),
    /**
     * A vehicle's crew icons (303.1b): commander-only, reinforcement-or-squad-only, or any character, each with how
     * many crew it takes; it is active when every icon is full (303.3).
     */
    crewIcons: z
      .array(z.object({ who: z.enum(["commander", "troop", "any"]), count: z.number().int().min(1).max(9) }).strict())
      .min(1)
      .max(3)
      .optional(),
    /** A squad's crew value (304.1b: how many crew it counts as aboard; 1 when not printed). */
    crew: z.number().int().min(1).max(9).optional(),
    /** A weapon's fire cost (305.1). */
    fireCost: z.number().int().min(0).max(20).optional(),
    /** "Combat damage dealt by your commander when firing this can't be prevented" (裂石). */
    fireUnpreventable: z.boolean().optional(),
    /** The printed text, in the set's own words. */
    text: z.string().max(1000),
    /** How the set filled what the source does not give (shown by lookups). */
    note: z.string().max(300).optional(),
    abilities: z.array(AbilitySchema).max(8).default([]),
  })
  .strict();
/** A card as written in a set file. */
export type RiseCard = z.infer<typeof CardSchema>;

/** A sample deck inside a set: commander and `count id` entries. */
export const SetDeckSchema = z
  .object({ name: z.string().min(1).max(60), commander: Id, cards: z.record(Id, z.number().int().min(1).max(60)) })
  .strict();

/** A card-set file (YAML or JSON): identity, cards, optional sample decks. */
export const CardSetSchema = z
  .object({
    set: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "the set key is 1-32 lower-case letters, digits or '-'"),
    name: z.string().min(1).max(100),
    version: z.number().int().min(1).max(9999),
    unofficial: z.boolean().optional(),
    cards: z.array(CardSchema).min(1).max(2000),
    decks: z.array(SetDeckSchema).max(20).optional(),
  })
  .strict();
/** A validated card set. */
export type CardSet = z.infer<typeof CardSetSchema>;
