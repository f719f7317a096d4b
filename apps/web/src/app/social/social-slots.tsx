import type { ComponentType, ReactNode } from "react";
import { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { ReportMessageSlotContext } from "@/lib/report-message-slot";
import { ScrimChatSlotContext } from "@/lib/scrim-chat-slot";
import type { ReportMessageSlotProps } from "@/lib/report-message-slot";
import { useAuth } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";

// Visitors never load the social code. The header's icons and the live events are drawn without
// MUI; the dialogs load MUI when one is first wanted (social-shell.tsx).
const loadShell = () => import("./social-shell");
const SocialHeaderButtons = lazy(() =>
  loadShell().then((m) => ({ default: m.SocialHeaderButtons })),
);
const SocialRuntime = lazy(() => loadShell().then((m) => ({ default: m.SocialRuntime })));

/** A slot filled by a component loaded on first render (visitors never load it). */
function lazySlot<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazySlot(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const ReportMessageButtonSlot = lazySlot<ReportMessageSlotProps>(() =>
  import("@/features/reports/components/report-message-button").then((m) => m.ReportMessageButton),
);
// Suspends while its code loads: ScrimChatSlot (lib/scrim-chat-slot.tsx) keeps its room meanwhile.
const ScrimChatButtonSlot = lazy(() =>
  import("@/features/chat/components/scrim-chat-button").then((m) => ({
    default: m.ScrimChatButton,
  })),
);

/**
 * True once a signed-in player's page has rendered and the browser is idle: the social shell
 * (its code, its requests and live events) waits for it, so it never competes with the page's
 * own first render and requests.
 */
function useSocialShellStarted(signedIn: boolean) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!signedIn || started) {
      return;
    }
    return whenIdle(() => startTransition(() => setStarted(true)));
  }, [signedIn, started]);
  return signedIn && started;
}

/** The header's social icons, for a signed-in player only. */
export function SocialActions() {
  const { currentUser } = useAuth();
  const started = useSocialShellStarted(currentUser !== null);
  if (!currentUser || !started) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <SocialHeaderButtons />
    </Suspense>
  );
}

/**
 * Around the pages: the social events and global dialogs of a signed-in player, the scrim card's
 * chat button and the chat messages' report action.
 */
export function SocialProvider({ children }: { children: ReactNode }) {
  const { currentUser } = useAuth();
  const started = useSocialShellStarted(currentUser !== null);
  return (
    <ScrimChatSlotContext value={currentUser ? ScrimChatButtonSlot : null}>
      <ReportMessageSlotContext value={currentUser ? ReportMessageButtonSlot : null}>
        {children}
        {currentUser && started && (
          <Suspense fallback={null}>
            <SocialRuntime key={currentUser._id} viewerId={currentUser._id} />
          </Suspense>
        )}
      </ReportMessageSlotContext>
    </ScrimChatSlotContext>
  );
}
