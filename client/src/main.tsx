import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "@/app/providers";
import { AppRouter } from "@/app/router";
import "./index.css";

// The interface is English and left-to-right; a stored language choice from the old app is dropped
// (spec customer-app §1). User-written text still renders with dir="auto".
try {
  localStorage.removeItem("language");
  localStorage.removeItem("i18nextLng");
} catch {
  // storage unavailable: nothing to remove
}

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
