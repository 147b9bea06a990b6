/**
 * The actions a Riftbound player can submit, validated at the boundary with zod (DEVELOPERS.md: validate every
 * boundary). Object ids are the engine's (`o12`); battlefields are indexes into `state.battlefields`.
 */
import { z } from "zod";

const Ids = z.array(z.string().min(1)).max(60);

/** Rune payment a player spells out (157.2): runes to exhaust for Energy and to recycle for Power. */
const PaySchema = z.object({ exhaust: Ids.optional(), recycle: Ids.optional() }).strict();

/** Where a unit is played or moved: `"base"` or a battlefield index. */
const DestSchema = z.union([z.literal("base"), z.number().int().min(0).max(8)]);

/** Every action and answer (554-607, 649). */
export const RbActionSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("play"),
      card: z.string().min(1),
      to: DestSchema.optional(),
      targets: z.union([Ids, z.record(z.string(), Ids)]).optional(),
      accelerate: z.boolean().optional(),
      optional: z.array(z.string()).max(8).optional(),
      costCards: Ids.optional(),
      pay: PaySchema.optional(),
      /** The mode of a modal spell, chosen as it is played (CR 1.4 355.3): an index into the spell's modes. */
      mode: z.number().int().min(0).max(9).optional(),
      /** The modes of the executions added by paid [Repeat] costs, in order (CR 1.4 820.2.a); default: `mode` again. */
      repeatModes: z.array(z.number().int().min(0).max(9)).max(8).optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal("activate"),
      source: z.string().min(1),
      ability: z.number().int().min(1).max(10),
      targets: z.union([Ids, z.record(z.string(), Ids)]).optional(),
      costCards: Ids.optional(),
      pay: PaySchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal("move"), units: Ids.min(1), to: DestSchema }).strict(),
  z
    .object({
      type: z.literal("hide"),
      card: z.string().min(1),
      at: z.number().int().min(0),
      pay: PaySchema.optional(),
      /** Pay the alternative cost an effect offers instead of the Power (Swift Scout, 723.1.b.1). */
      alternative: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal("rune"), rune: z.string().min(1), use: z.enum(["exhaust", "recycle"]) }).strict(),
  z.object({ type: z.literal("pass") }).strict(),
  z.object({ type: z.literal("invite"), seat: z.number().int().min(0) }).strict(),
  z.object({ type: z.literal("endTurn") }).strict(),
  z.object({ type: z.literal("concede") }).strict(),
  z
    .object({
      type: z.literal("choose"),
      decision: z.string().optional(),
      cards: Ids.optional(),
      order: Ids.optional(),
      targets: Ids.optional(),
      assign: z.record(z.string(), z.number().int().min(0).max(999)).optional(),
      option: z.string().max(64).optional(),
    })
    .strict(),
]);

/** A Riftbound action or answer. */
export type RbAction = z.infer<typeof RbActionSchema>;
