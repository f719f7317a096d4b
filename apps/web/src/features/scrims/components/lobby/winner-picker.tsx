import { TEAM_LABELS, TEAMS } from "@scrims/shared/scrims/scrims.constants";
import type { TeamName } from "@scrims/shared/scrims/scrims.constants";
import { Suspense, useState } from "react";
import { lazyThemed, preloadOnApproach } from "@/theme/lazy-themed";
import { useSetWinner } from "../../api/set-winner";
import "./lobby.css";

// An MUI dialog: loads with MUI's theme when a team is first pointed at, focused or picked.
const ConfirmDialog = lazyThemed(() =>
  import("@/components/dialogs/confirm-dialog").then((m) => m.ConfirmDialog),
);

/** 'Who won?' for the lobby host or an admin: one button per team, then a final confirmation. */
export function WinnerPicker({ scrimId }: { scrimId: string }) {
  const [choice, setChoice] = useState<TeamName | null>(null);
  // Mounted from the first pick on, so that the dialog can close with its transition.
  const [hasPicked, setHasPicked] = useState(false);
  const setWinner = useSetWinner();

  const handleConfirm = () => {
    if (!choice) {
      return;
    }
    setWinner.mutate({ scrimId, winnerTeamName: choice }, { onSettled: () => setChoice(null) });
  };

  return (
    <div>
      <p className="lobby-text winner-picker__title">Who won?</p>
      <div className="winner-picker__teams">
        {TEAMS.map((team) => (
          <button
            key={team}
            type="button"
            className={`button button--outlined winner-picker__team winner-picker__team--${team}`}
            onClick={() => {
              setHasPicked(true);
              setChoice(team);
            }}
            {...preloadOnApproach(ConfirmDialog)}
            disabled={setWinner.isPending}
          >
            {TEAM_LABELS[team]}
          </button>
        ))}
      </div>
      {hasPicked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={choice !== null}
            title="Confirm the winner"
            description={
              choice && (
                <>
                  Set the <strong>{TEAM_LABELS[choice]}</strong> as the winner? This cannot be
                  reversed.
                </>
              )
            }
            confirmLabel={choice ? `${TEAM_LABELS[choice]} won` : "Confirm"}
            loading={setWinner.isPending}
            autoFocusConfirm={false}
            onConfirm={handleConfirm}
            onClose={() => setChoice(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
