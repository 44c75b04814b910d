import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { dismissToast } from "@/lib/toast";

afterEach(() => {
  cleanup();
  dismissToast();
  localStorage.clear();
});
