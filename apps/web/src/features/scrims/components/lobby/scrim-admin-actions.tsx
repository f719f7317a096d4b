import dropDownPaths from "@mui/icons-material/ArrowDropDownRounded?paths";
import balancePaths from "@mui/icons-material/BalanceRounded?paths";
import casinoPaths from "@mui/icons-material/CasinoRounded?paths";
import editPaths from "@mui/icons-material/EditRounded?paths";
import personAddPaths from "@mui/icons-material/PersonAddAlt1Rounded?paths";
import type { Region } from "@scrims/shared/common/regions.constants";
import { PLAYERS_PER_SCRIM, scrimMessages } from "@scrims/shared/scrims/scrims.constants";
import type { ScrimDto } from "@scrims/shared/scrims/scrims.schema";
import { Suspense, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { Icon } from "@/components/icon";
import { paths } from "@/config/paths";
import { useLazyMenu } from "@/hooks/use-lazy-menu";
import { lazyThemed, preloadOnApproach } from "@/theme/lazy-themed";
import { useAdminFillRandom } from "../../api/admin-fill-random";

// Admin-only MUI pieces opened on demand (the user search, the balance preview, the fill menu):
// their code and MUI's theme load on the way to the click (pointer or focus), not with the card.
const AssignPlayerDialog = lazyThemed(() =>
  import("./assign-player-dialog").then((m) => m.AssignPlayerDialog),
);
const BalanceTeamsDialog = lazyThemed(() =>
  import("./balance-teams-dialog").then((m) => m.BalanceTeamsDialog),
);
const FillRandomMenu = lazyThemed(() => import("./fill-random-menu").then((m) => m.FillRandomMenu));

function StartIcon({ paths: iconPaths }: { paths: readonly string[] }) {
  return (
    <span className="button__icon button__icon--start">
      <Icon paths={iconPaths} />
    </span>
  );
}

const ADMIN_BUTTON = "button button--outlined button--small";

/**
 * Admins: Edit, Assign Player, Fill Random (random or balanced by rank) and Balance teams (the
 * last three only while the lobby is open; balancing needs both teams full). Plain HTML (the
 * hub's first paint); the menu and the dialogs are MUI, loaded on demand.
 */
export function ScrimAdminActions({ scrim }: { scrim: ScrimDto }) {
  // The dialogs are modal, so one at a time; each opening mounts it afresh.
  const [openDialog, setOpenDialog] = useState<"assign" | "balance" | null>(null);
  const closeDialog = () => setOpenDialog(null);
  const fillMenu = useLazyMenu(FillRandomMenu);
  const fillMenuAnchor = useRef<HTMLDivElement>(null);
  const fillRandom = useAdminFillRandom();
  const { showAlert } = useAlerts();
  const isOpen = !scrim.teamWon;
  const isFull = scrim.teamOne.length + scrim.teamTwo.length === PLAYERS_PER_SCRIM;

  const handleFill = (balanced: boolean) => {
    fillMenu.close();
    fillRandom.mutate(
      { scrimId: scrim._id, region: scrim.region as Region, balanced },
      {
        onSuccess: ({ filledPositions }) =>
          showAlert({
            type: "success",
            message: (balanced ? scrimMessages.filledBalanced : scrimMessages.filled)(
              filledPositions,
            ),
          }),
      },
    );
  };

  return (
    <div className="scrim-admin-actions">
      <RouterLink to={paths.editScrim(scrim._id)} className={ADMIN_BUTTON}>
        <StartIcon paths={editPaths} />
        Edit
      </RouterLink>
      {isOpen && (
        <>
          <button
            type="button"
            className={ADMIN_BUTTON}
            {...preloadOnApproach(AssignPlayerDialog)}
            onClick={() => setOpenDialog("assign")}
          >
            <StartIcon paths={personAddPaths} />
            Assign Player
          </button>
          <div role="group" className="button-group" ref={fillMenuAnchor}>
            <button
              type="button"
              className={ADMIN_BUTTON}
              disabled={fillRandom.isPending}
              onClick={() => handleFill(false)}
            >
              <StartIcon paths={casinoPaths} />
              Fill Random
            </button>
            <button
              type="button"
              className={`${ADMIN_BUTTON} scrim-admin-actions__more`}
              aria-label="More fill options"
              disabled={fillRandom.isPending}
              {...fillMenu.triggerProps}
            >
              <Icon paths={dropDownPaths} />
            </button>
          </div>
          <button
            type="button"
            className={ADMIN_BUTTON}
            disabled={!isFull}
            {...preloadOnApproach(BalanceTeamsDialog)}
            onClick={() => setOpenDialog("balance")}
          >
            <StartIcon paths={balancePaths} />
            Balance teams
          </button>
        </>
      )}
      <Suspense fallback={null}>
        {fillMenu.used && (
          <FillRandomMenu
            {...fillMenu.menuProps}
            anchorEl={fillMenuAnchor.current}
            onFill={handleFill}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {openDialog === "assign" && <AssignPlayerDialog scrim={scrim} open onClose={closeDialog} />}
        {openDialog === "balance" && (
          <BalanceTeamsDialog scrim={scrim} open onClose={closeDialog} />
        )}
      </Suspense>
    </div>
  );
}
