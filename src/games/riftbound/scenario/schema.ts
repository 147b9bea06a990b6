/**
 * The scenario format (shared/scenario-format.md, extensions in docs/scenarios.md) as strict zod schemas:
 * an unknown key is an error, never silently ignored.
 */
import { z } from "zod";
import { COLORED_DOMAINS } from "../data/schema.js";

const CardEntry = z.union([
  z.string(),
  z
    .object({
      card: z.string(),
      as: z.string().optional(),
      exhausted: z.boolean().optional(),
      damage: z.number().int().min(0).optional(),
      buffed: z.boolean().optional(),
      stunned: z.boolean().optional(),
      /** CR 1.4 441.2: starts Empowered. */
      empowered: z.boolean().optional(),
      /** 170: a token (a token printing placed by the start; it ceases to exist when it leaves the board, 177). */
      token: z.boolean().optional(),
      owner: z.string().optional(),
    })
    .strict(),
]);
export type CardEntry = z.infer<typeof CardEntry>;

/** Power per domain (156.2); `Any` is universal Power (156.2.b). Unknown domains are errors. */
const PowerDomain = z.enum([...COLORED_DOMAINS, "Any"]);

const Pool = z
  .object({
    energy: z.number().int().min(0).optional(),
    power: z.partialRecord(PowerDomain, z.number().int().min(0)).optional(),
  })
  .strict();

const PlayerStart = z
  .object({
    legend: CardEntry.optional(),
    champion: CardEntry.optional(),
    /** The Chosen Champion's name when that card is not in the Champion Zone (103.2); defaults to `champion`. */
    chosenChampion: z.string().optional(),
    points: z.number().int().min(0).optional(),
    /** CR 1.4 728: the player's XP. */
    xp: z.number().int().min(0).optional(),
    hand: z.array(CardEntry).optional(),
    mainDeck: z.array(CardEntry).optional(),
    runeDeck: z.array(CardEntry).optional(),
    runes: z.array(CardEntry).optional(),
    base: z.array(CardEntry).optional(),
    trash: z.array(CardEntry).optional(),
    banishment: z.array(CardEntry).optional(),
    pool: Pool.optional(),
  })
  .strict();

const BattlefieldStart = z
  .object({
    card: z.string(),
    as: z.string().optional(),
    controller: z.string().optional(),
    units: z.array(CardEntry).optional(),
    /** One facedown card, or several where the battlefield allows more (Bandle Tree, CR 1.4 107.3.b.1). */
    facedown: z.union([CardEntry, z.array(CardEntry)]).optional(),
  })
  .strict();

const Start = z
  .object({
    turn: z.string(),
    phase: z.enum(["awaken", "beginning", "channel", "draw", "action", "end"]),
    turnNumber: z.number().int().min(1).optional(),
    players: z.record(z.string(), PlayerStart),
    battlefields: z.array(BattlefieldStart).optional(),
  })
  .strict();

const Setup = z
  .object({
    players: z.record(z.string(), z.object({ deck: z.string() }).strict()),
    firstPlayer: z.string().optional(),
  })
  .strict();

const Targets = z.union([z.array(z.string()), z.record(z.string(), z.array(z.string()))]);
const Dest = z.union([z.literal("base"), z.string()]);

const Act = z
  .object({
    by: z.string(),
    play: z.string().optional(),
    /** A modal spell's mode, chosen as it is played (CR 1.4 355.3): its index, from 0. */
    mode: z.number().int().min(0).optional(),
    /** The modes of the executions added by paid [Repeat] costs, in order (CR 1.4 820.2.a). */
    repeatModes: z.array(z.number().int().min(0)).optional(),
    from: z.enum(["hand", "champion", "facedown"]).optional(),
    to: Dest.optional(),
    targets: Targets.optional(),
    pay: z
      .object({
        accelerate: z.boolean().optional(),
        optional: z.array(z.string()).optional(),
        discard: z.array(z.string()).optional(),
        kill: z.array(z.string()).optional(),
        exhaust: z.array(z.string()).optional(),
        runes: z
          .object({ exhaust: z.array(z.string()).optional(), recycle: z.array(z.string()).optional() })
          .strict()
          .optional(),
      })
      .strict()
      .optional(),
    activate: z.string().optional(),
    ability: z.number().int().min(1).optional(),
    costCards: z.array(z.string()).optional(),
    move: z.union([z.string(), z.array(z.string())]).optional(),
    hide: z.string().optional(),
    at: z.string().optional(),
    exhaust: z.string().optional(),
    recycle: z.string().optional(),
    pass: z.literal(true).optional(),
    invite: z.string().optional(),
    endTurn: z.literal(true).optional(),
    concede: z.literal(true).optional(),
  })
  .strict();
export type Act = z.infer<typeof Act>;

const Choose = z
  .object({
    by: z.string(),
    order: z.array(z.string()).optional(),
    assign: z.record(z.string(), z.number().int().min(0)).optional(),
    targets: z.array(z.string()).optional(),
    cards: z.array(z.string()).optional(),
    option: z.union([z.string(), z.number(), z.boolean()]).optional(),
  })
  .strict();
export type Choose = z.infer<typeof Choose>;

const Expect = z
  .object({
    zone: z.record(z.string(), z.string()).optional(),
    might: z.record(z.string(), z.number()).optional(),
    damage: z.record(z.string(), z.number()).optional(),
    exhausted: z.record(z.string(), z.boolean()).optional(),
    buffed: z.record(z.string(), z.boolean()).optional(),
    stunned: z.record(z.string(), z.boolean()).optional(),
    empowered: z.record(z.string(), z.boolean()).optional(),
    keywords: z.record(z.string(), z.array(z.string())).optional(),
    controller: z.record(z.string(), z.string()).optional(),
    points: z.record(z.string(), z.number()).optional(),
    /** CR 1.4 728: each named seat's XP. */
    xp: z.record(z.string(), z.number()).optional(),
    winner: z.string().optional(),
    pool: z.record(z.string(), Pool).optional(),
    count: z.record(z.string(), z.record(z.string(), z.number())).optional(),
    turn: z.string().optional(),
    phase: z.string().optional(),
    state: z.enum(["neutral-open", "neutral-closed", "showdown-open", "showdown-closed"]).optional(),
    chain: z.array(z.string()).optional(),
    pending: z.union([z.literal("none"), z.object({ by: z.string(), kind: z.string() }).strict()]).optional(),
    events: z.array(z.string()).optional(),
    /** 531, 648.8.e: exactly these players are relevant now (three or four players). */
    relevant: z.array(z.string()).optional(),
    /** 651: the players who have left the game. */
    eliminated: z.array(z.string()).optional(),
    /** 648.3, 648.6: a 2v2 team's points, the team named by its seats ("AC"). */
    teamPoints: z.record(z.string(), z.number()).optional(),
  })
  .strict();
export type Expect = z.infer<typeof Expect>;

const Step = z.union([
  z.object({ act: Act }).strict(),
  z.object({ choose: Choose }).strict(),
  z.object({ expect: Expect }).strict(),
  z
    .object({
      reject: z
        .object({
          by: z.string(),
          act: Act.omit({ by: true }).optional(),
          choose: Choose.omit({ by: true }).optional(),
          rule: z.string().optional(),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      view: z
        .object({ of: z.string(), hides: z.array(z.string()).optional(), shows: z.array(z.string()).optional() })
        .strict(),
    })
    .strict(),
]);
export type Step = z.infer<typeof Step>;

/** One scenario document. */
export const ScenarioSchema = z
  .object({
    name: z.string().min(1),
    rules: z.array(z.string()).optional(),
    cards: z.array(z.string()).optional(),
    game: z.literal("riftbound").default("riftbound"),
    mode: z.enum(["duel", "match", "ffa3", "ffa4", "2v2"]).default("duel"),
    /** Rules edition (scenario-format.md): the seed rules (default) or Core Rules v1.4. */
    edition: z.enum(["2025-06-02", "1.4"]).default("2025-06-02"),
    seed: z.union([z.number(), z.string()]).default(1),
    start: Start.optional(),
    setup: Setup.optional(),
    steps: z.array(Step).default([]),
  })
  .strict()
  .refine((s) => (s.start ? !s.setup : !!s.setup), { message: "a scenario has either start or setup" });
export type Scenario = z.infer<typeof ScenarioSchema>;
