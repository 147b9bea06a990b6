import { describe, expect, it } from "vitest";
import { ruleCitation } from "../../src/services/lookup/index.js";

describe("ruleCitation (engine rejections)", () => {
  it("a number with sub-rules gives that rule's own text (626.1.d, from the 000 translation)", () => {
    const c = ruleCitation("626.1.d");
    expect(c).toMatchObject({ number: "626.1.d", document: "riftbound-core-zh", official: false });
    expect(c!.text).toContain("分配");
    expect(c!.text).not.toContain("626.1.d.1");
    expect(c!.translation).toBeUndefined();
  });

  it("an engine citation shows the Core Rules 2025-06-02 (000) text, whose numbering the engine cites", () => {
    const c = ruleCitation("157.2");
    expect(c).toMatchObject({ number: "157.2", document: "riftbound-core-zh", official: false });
    expect(c!.text).toBe("基础符文总是拥有以下两个技能:");
  });

  it("where 003 and 000 number differently (140.4) the cited 000 rule is the one shown", () => {
    const c = ruleCitation("140.4");
    expect(c!.document).toBe("riftbound-core-zh");
    expect(c!.text).toContain("标准移动");
  });

  it("normalizes the number: case, trailing dot, 559.3c", () => {
    expect(ruleCitation("559.3c")?.number).toBe("559.3.c");
    expect(ruleCitation("626.1.D.")?.number).toBe("626.1.d");
    expect(ruleCitation(" 727 ")?.text).toBe("肉盾 (Tank)");
  });

  it("non-rule citations and unknown numbers give null", () => {
    for (const n of ["deck", "policy", "", "  ", "abc", "999.9", "626.9.z", "12"])
      expect(ruleCitation(n), n).toBeNull();
  });
});
