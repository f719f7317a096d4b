import "@fontsource/montserrat/400.css";
import "@fontsource/montserrat/500.css";
import "@fontsource/montserrat/600.css";
import "@fontsource/montserrat/700.css";
import "@/theme/base.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { paths } from "@/config/paths";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

const router = createAppRouter();

const handleSessionRejected = () => {
  void router.navigate(paths.home, { replace: true });
};

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider onSessionRejected={handleSessionRejected}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
