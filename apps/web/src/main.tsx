import "./lib/schema-config";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startTheme } from "./lib/theme";
import "./lib/i18n/i18n";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

startTheme();
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
