import type { ComponentType, ReactNode } from "react";
import { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { lazyThemed } from "@/theme/lazy-themed";
import { ReportMessageSlotContext } from "@/lib/report-message-slot";
import { ScrimChatSlotContext } from "@/lib/scrim-chat-slot";
import type { ReportMessageSlotProps } from "@/lib/report-message-slot";
import type { ScrimChatSlotProps } from "@/lib/scrim-chat-slot";
import { useAuth } from "@/lib/session";
import { whenIdle } from "@/lib/when-idle";

// Visitors never load the social code. Drawn with MUI outside the MUI pages (header, dialogs):
// loaded with MUI's theme.
const loadShell = () => import("./social-shell");
const SocialHeaderButtons = lazyThemed(() => loadShell().then((m) => m.SocialHeaderButtons));
const SocialRuntime = lazyThemed(() => loadShell().then((m) => m.SocialRuntime));

/**
 * A slot filled by a component loaded on first render (visitors never load it); `fallback` holds
 * its place meanwhile.
 */
function lazySlot<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function LazySlot(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

const ReportMessageButtonSlot = lazySlot<ReportMessageSlotProps>(() =>
  import("@/features/reports/components/report-message-button").then((m) => m.ReportMessageButton),
);
// The button's room (a medium icon button) is kept while it loads, so the card's title and
// start time do not rewrap and push the lobby down when it appears.
const ScrimChatButtonSlot = lazySlot<ScrimChatSlotProps>(
  () => import("@/features/chat/components/scrim-chat-button").then((m) => m.ScrimChatButton),
  <span data-testid="scrim-chat-placeholder" style={{ width: 40, height: 40, flexShrink: 0 }} />,
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
