/**
 * WoW actions, validated with zod at every boundary (service, bot, scenarios). Object ids are `o<n>`, players
 * `p0`/`p1` where a target may be a player.
 */
import { z } from "zod";

const Id = z.string().regex(/^o\d+$/);
const Target = z.string().regex(/^(o|p)\d+$/);

/** The zod schema of an action. */
export const WowActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("concede") }).strict(),
  z.object({ type: z.literal("mulligan"), keep: z.boolean() }).strict(),
  z.object({ type: z.literal("resource"), card: Id, faceUp: z.boolean().optional() }).strict(),
  z
    .object({
      type: z.literal("complete"),
      quest: Id,
      targets: z.array(Target).max(4).optional(),
      /** Cards chosen to pay an additional cost ("remove three ally cards in your graveyard", 402.1). */
      pay: z.array(Id).max(10).optional(),
      /** The modes of a "choose one" reward (CR 7.4 707.1c), by index. */
      modes: z.array(z.number().int().min(0).max(5)).max(6).optional(),
    })
    .strict(),
  z.object({ type: z.literal("pick"), card: Id }).strict(),
  z
    .object({
      type: z.literal("play"),
      card: Id,
      /** "Any number of target allies" may name more than four (CR 7.4 707.1d). */
      targets: z.array(Target).max(16).optional(),
      /** The value chosen for X of a card's X cost (CR 7.4 707.1b). */
      x: z.number().int().min(0).max(99).optional(),
      /** The ally destroyed as an additional cost (CR 7.4 707.1e; 402.1). */
      pay: z.array(Id).max(1).optional(),
      /** The mode of a "choose one" card (CR 7.4 707.1c), by index. */
      modes: z.array(z.number().int().min(0).max(5)).max(1).optional(),
      /** Divided damage: the amount for each target, in target order (CR 7.4 707.1d). */
      divide: z.array(z.number().int().min(1).max(99)).max(16).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("power"),
      card: Id,
      /** Printed powers first, then granted payment powers (rules/granted-powers.ts). */
      power: z.number().int().min(0).max(59),
      targets: z.array(Target).max(4).optional(),
      /** The value chosen for X of an X cost (CR 7.4 707.1b). */
      x: z.number().int().min(0).max(99).optional(),
      /** Cards chosen to pay a cost ("destroy one of your Pets", 402.1). */
      pay: z.array(Id).max(10).optional(),
    })
    .strict(),
  z.object({ type: z.literal("attack"), attacker: Id, defender: Id }).strict(),
  z.object({ type: z.literal("strike"), weapon: Id }).strict(),
  z.object({ type: z.literal("protect"), protector: Id.nullable() }).strict(),
  z.object({ type: z.literal("armor"), armor: Id.nullable() }).strict(),
  z.object({ type: z.literal("discard"), cards: z.array(Id).max(60) }).strict(),
  z.object({ type: z.literal("trigger"), targets: z.array(Target).max(4).nullable() }).strict(),
  z.object({ type: z.literal("repair"), card: Id }).strict(),
  /** Which instruction of "[instruction], or [instruction]" (CR 7.4 709.2b): its index in the card's list. */
  z.object({ type: z.literal("either"), option: z.number().int().min(0).max(9) }).strict(),
  /** The graveyard cards shuffled into the deck ("any number", CR 7.4 709.2b). */
  z.object({ type: z.literal("shuffle-in"), cards: z.array(Id).max(80) }).strict(),
  /** The graveyard cards put into the hand ("up to X … with different names", CR 7.4 709.2b). */
  z.object({ type: z.literal("graveyard-to-hand"), cards: z.array(Id).max(80) }).strict(),
  /** The cards picked as a link resolves ("destroy any number of abilities attached to …", CR 7.4 709.2b). */
  z.object({ type: z.literal("pick-cards"), cards: z.array(Id).max(80) }).strict(),
  /** The card name named as a link resolves ("name an ally card", rules/naming.ts); checked by the rules. */
  z.object({ type: z.literal("name-card"), name: z.string().min(1).max(100) }).strict(),
  /** The cards kept exhausted in the ready step ("you may choose not to ready [this]", 001 501.1a). */
  z.object({ type: z.literal("stay-exhausted"), cards: z.array(Id).max(16) }).strict(),
  /** A number chosen secretly (Barak the Shamed; 104.1: a whole number, 0 included; rules/secret-choices.ts). */
  z.object({ type: z.literal("secret-number"), value: z.number().int().min(0).max(99) }).strict(),
  /** Which tied player chose the highest number ("if there's a tie, you choose the outcome"): a seat index. */
  z.object({ type: z.literal("tie-outcome"), player: z.number().int().min(0).max(3) }).strict(),
  /** The side deck card chosen from the collection (CR 7.4 800.2a), by its index in the side deck. */
  z.object({ type: z.literal("collection-pick"), index: z.number().int().min(0).max(9) }).strict(),
  /** The exhausted cards inspired as another player's ready step starts (CR 7.4 501.1b). */
  z.object({ type: z.literal("inspire"), cards: z.array(Id).max(80) }).strict(),
]);

/** An action a seat submits (see {@link WowActionSchema}). */
export type WowAction = z.infer<typeof WowActionSchema>;
