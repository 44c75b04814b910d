import { afterEach, describe, expect, it, vi } from "vitest";
import { areaScriptServesVisit, prerenderedPageFits } from "./prerendered-page";

/** An `<html>` as the build writes it for `/auth/login`, and the browser at `path`. */
function visit(path: string, languages: string[] = ["en-US"]) {
  history.replaceState(null, "", path);
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
  const html = document.createElement("html");
  html.dataset.prerendered = "/auth/login";
  html.dataset.prerenderedLang = "en";
  return html;
}

afterEach(() => {
  history.replaceState(null, "", "/");
});

describe("prerendered markup", () => {
  it("fits a signed-out English reader arriving at its own path", () => {
    expect(prerenderedPageFits(visit("/auth/login"))).toBe(true);
  });

  it("does not fit another path, nor a page without prerendered markup", () => {
    expect(prerenderedPageFits(visit("/student"))).toBe(false);
    const shell = visit("/auth/login");
    delete shell.dataset.prerendered;
    expect(prerenderedPageFits(shell)).toBe(false);
  });

  it("does not fit a reader of another language, from the browser or the saved choice", () => {
    expect(prerenderedPageFits(visit("/auth/login", ["es-ES", "en"]))).toBe(false);
    localStorage.setItem("trophy.language", "es");
    expect(prerenderedPageFits(visit("/auth/login"))).toBe(false);
  });

  it("does not fit a signed-in reader, nor a reload that carries router state", () => {
    localStorage.setItem("user", "{}");
    expect(prerenderedPageFits(visit("/auth/login"))).toBe(false);
    localStorage.clear();
    const html = visit("/auth/login");
    history.replaceState({ usr: { email: "kim@school.test" }, key: "k", idx: 0 }, "");
    expect(prerenderedPageFits(html)).toBe(false);
  });
});

describe("an area's script", () => {
  it("serves a signed-in user in their own area only", () => {
    localStorage.setItem("user", JSON.stringify({ id: "u", user_type: "student" }));
    expect(areaScriptServesVisit("/student", "/")).toBe(false);
    expect(areaScriptServesVisit("/student", "/student")).toBe(true);
    expect(areaScriptServesVisit("/student", "/student/history")).toBe(true);
    expect(areaScriptServesVisit("/student", "/studentish")).toBe(false);
    expect(areaScriptServesVisit("/parent", "/parent")).toBe(false);
  });

  it("serves nobody signed out", () => {
    expect(areaScriptServesVisit("/student", "/student")).toBe(false);
  });
});
