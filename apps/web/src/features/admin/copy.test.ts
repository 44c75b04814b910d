import { afterEach, describe, expect, it } from "vitest";
import { i18next } from "@/lib/i18n/i18n";
import { developerFilterFrom, developerFilterParams } from "./components/developer-filter";
import {
  fulfillmentFilterFrom,
  fulfillmentFilterParams,
  fulfillmentsWithStatus,
} from "./components/fulfillment-filter";
import { userSearchFrom, userSearchParams, usersOfType } from "./components/user-search-params";

afterEach(async () => {
  await i18next.changeLanguage("en");
});

describe("admin copy", () => {
  it("counts in English: plural forms and grouped numbers", () => {
    expect(i18next.t("admin:uploadCreated", { count: 1 })).toBe("1 gift card created");
    expect(i18next.t("admin:uploadCreated", { count: 1200 })).toBe("1,200 gift cards created");
    expect(i18next.t("admin:showingUsers", { count: 12345, from: "21", to: "40" })).toBe(
      "Showing 21 to 40 of 12,345 users",
    );
    expect(i18next.t("admin:lowStockLine", { count: 1, type: "Roblox" })).toBe(
      "Roblox: 1 remaining",
    );
    expect(i18next.t("admin:showingFulfillments", { count: 21, from: "21", to: "21" })).toBe(
      "Showing 21 to 21 of 21 redemptions",
    );
  });

  it("counts in Spanish, and every text switches with the language", async () => {
    await i18next.changeLanguage("es");
    expect(i18next.t("admin:uploadCreated", { count: 1 })).toBe("Se creó 1 tarjeta regalo");
    expect(i18next.t("admin:showingAwards", { count: 12345, from: "1", to: "20" })).toBe(
      "Mostrando 1 a 20 de 12.345 premios",
    );
    expect(i18next.t("admin:lowStockLine", { count: 3, type: "Roblox" })).toBe("Roblox: quedan 3");
    expect(i18next.t("admin:noUsers")).toBe("No se encontraron usuarios.");
  });
});

describe("list filters in the URL", () => {
  it("developers: ?status=pending or validated, anything else is all", () => {
    expect(developerFilterFrom(new URLSearchParams("status=pending"))).toBe("pending");
    expect(developerFilterFrom(new URLSearchParams("status=bogus"))).toBe("all");
    expect(developerFilterParams("all").toString()).toBe("");
    expect(developerFilterParams("validated").toString()).toBe("status=validated");
  });

  it("users: ?q= and ?type=, an unknown type is all", () => {
    expect(userSearchFrom(new URLSearchParams("q=zora&type=student"))).toEqual({
      search: "zora",
      userType: "student",
    });
    expect(userSearchFrom(new URLSearchParams("type=wizard"))).toEqual({
      search: "",
      userType: "all",
    });
    expect(userSearchParams({ search: "", userType: "all" }).toString()).toBe("");
    expect(usersOfType("student")).toBe("/admin/users?type=student");
  });

  it("fulfilments: ?status=pending, fulfilled or declined, anything else is all", () => {
    expect(fulfillmentFilterFrom(new URLSearchParams("status=declined"))).toBe("declined");
    expect(fulfillmentFilterFrom(new URLSearchParams("status=approved"))).toBe("all");
    expect(fulfillmentFilterFrom(new URLSearchParams())).toBe("all");
    expect(fulfillmentFilterParams("all").toString()).toBe("");
    expect(fulfillmentsWithStatus("pending")).toBe("/admin/fulfillment?status=pending");
  });
});
