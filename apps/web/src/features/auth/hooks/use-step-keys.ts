import { useEffect, useRef } from "react";

const LISTS = '[role="combobox"], [role="listbox"], [role="option"], [role="menuitem"]';
// Enter here has its own meaning (press a button, open a select, pick an option, new line).
const OWNS_ENTER = `button, a[href], textarea, ${LISTS}`;
// Backspace here edits a value (or moves in a list), so it must not leave the step.
const OWNS_BACKSPACE = `input, textarea, select, [contenteditable="true"], ${LISTS}`;

type StepKeysOptions = {
  onEnter: () => void;
  onBackspace: () => void;
  enabled?: boolean;
};

function targetMatches(event: KeyboardEvent, selector: string) {
  return event.target instanceof Element && event.target.closest(selector) !== null;
}

/**
 * Keyboard for a multi-step form: Enter goes on (or submits on the last step) and Backspace goes
 * back when focus is not in a field. Listens on the window, so it also works once the focused
 * field of a finished step has gone.
 */
export function useStepKeys({ onEnter, onBackspace, enabled = true }: StepKeysOptions) {
  const handlers = useRef({ onEnter, onBackspace });
  useEffect(() => {
    handlers.current = { onEnter, onBackspace };
  });

  useEffect(() => {
    if (!enabled) {
      return;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey) {
        return;
      }
      if (event.metaKey || event.shiftKey) {
        return;
      }
      if (event.key === "Enter" && !targetMatches(event, OWNS_ENTER)) {
        event.preventDefault();
        handlers.current.onEnter();
        return;
      }
      if (event.key === "Backspace" && !targetMatches(event, OWNS_BACKSPACE)) {
        event.preventDefault();
        handlers.current.onBackspace();
      }
    };
    window.addEventListener("keydown", handleKeyDown);
    return () => window.removeEventListener("keydown", handleKeyDown);
  }, [enabled]);
}
