import { createContext, useContext } from "react";
import type { ScrimViewer } from "../utils/scrim-state";

/** The signed-in player, given once by the page so every seat and button can read it. */
export const ScrimViewerContext = createContext<ScrimViewer | null>(null);

export function useScrimViewer(): ScrimViewer {
  const viewer = useContext(ScrimViewerContext);
  if (!viewer) {
    throw new Error("useScrimViewer must be used inside <ScrimViewerContext>");
  }
  return viewer;
}
