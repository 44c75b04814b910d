import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ChunkLoadError } from "@/lib/load-chunk";
import { RouteError } from "./route-error";

/** Whether the page of these tests fails to render (React itself retries a render once). */
let broken = true;

function Page() {
  if (broken) throw new Error("render failed");
  return <h1>The page</h1>;
}

function renderArea() {
  broken = true;
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const router = createMemoryRouter(
    [
      {
        path: "/student",
        errorElement: <RouteError home="/student" />,
        children: [{ path: "history", element: <Page /> }],
      },
    ],
    { initialEntries: ["/student/history"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("an area's error boundary", () => {
  it("shows a message, Try again and a way home instead of a blank page", async () => {
    renderArea();
    expect((await screen.findByRole("alert")).textContent).toContain("Something went wrong");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to home page" }).getAttribute("href")).toBe(
      "/student",
    );
  });

  it("Try again renders the page anew, at the same address", async () => {
    const router = renderArea();
    const tryAgain = await screen.findByRole("button", { name: "Try again" });
    broken = false;
    fireEvent.click(tryAgain);
    expect(await screen.findByRole("heading", { name: "The page" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/student/history");
  });

  it("shows the message again when the page fails again", async () => {
    renderArea();
    fireEvent.click(await screen.findByRole("button", { name: "Try again" }));
    const tryAgain = await screen.findByRole("button", { name: "Try again" });
    broken = false;
    fireEvent.click(tryAgain);
    expect(await screen.findByRole("heading", { name: "The page" })).toBeTruthy();
  });
});

describe("a page whose code could not be loaded", () => {
  it("offers to reload the page instead of Try again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: "/student",
          errorElement: <RouteError home="/student" />,
          children: [
            {
              path: "history",
              lazy: () => Promise.reject(new ChunkLoadError(new TypeError("Failed to fetch"))),
            },
          ],
        },
      ],
      { initialEntries: ["/student/history"] },
    );
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("This page could not be loaded");
    expect(alert.textContent).not.toContain("Something went wrong");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(screen.getByRole("link", { name: "Go to home page" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Reload page" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
