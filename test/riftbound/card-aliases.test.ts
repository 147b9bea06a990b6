import { describe, expect, it } from "vitest";
import { cardScript, SHOWCASE_ALIASES } from "../../src/games/riftbound/cards/registry.js";
import { FileCardSource } from "../../src/games/riftbound/data/card-source.js";

const source = new FileCardSource();

describe("showcase printings share the script of the regular printing (registry SHOWCASE_ALIASES)", () => {
  it("every alias and target exists in the card data and has the same name", () => {
    for (const [alias, target] of Object.entries(SHOWCASE_ALIASES)) {
      const a = source.byCode(alias);
      const t = source.byCode(target);
      expect(a, alias).toBeDefined();
      expect(t, target).toBeDefined();
      expect(a?.name, `${alias} -> ${target}`).toBe(t?.name);
      expect(a?.baseCode).toBe(alias);
    }
  });

  it("an alias resolves to the target's script (Loose Cannon OGN-301 -> OGN-251)", () => {
    expect(cardScript("OGN-301")?.code).toBe("OGN-251");
    expect(cardScript("OGN-301")).toBe(cardScript("OGN-251"));
  });
});
