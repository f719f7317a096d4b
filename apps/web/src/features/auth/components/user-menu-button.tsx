import chevronPaths from "@mui/icons-material/KeyboardArrowDownRounded?paths";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { Suspense, useId, useState } from "react";
import { Icon } from "@/components/icon";
import { PlayerIcon } from "@/components/summoner/player-icon";
import { lazyThemed, preloadOnApproach } from "@/theme/lazy-themed";

const UserMenuPopup = lazyThemed(() => import("./user-menu").then((m) => m.UserMenuPopup));

/**
 * The header's account button: summoner icon, name (from 600 px) and a chevron, drawn with plain HTML
 * and CSS (components/layouts/app-shell.css) like the rest of the header, so a signed-in page's
 * first load carries no MUI for it. The menu it opens is MUI's, loaded when the pointer or the
 * focus reaches the button, or on the first click at the latest.
 */
export function UserMenuButton({ user }: { user: CurrentUserDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu also animates out when it closes.
  const [menuMounted, setMenuMounted] = useState(false);
  const menuId = useId();

  return (
    <>
      <button
        type="button"
        className="button button--text user-menu-button"
        {...preloadOnApproach(UserMenuPopup)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setMenuMounted(true);
        }}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
      >
        <PlayerIcon player={user} size={32} />
        <span className="user-menu-button__name">{user.name}</span>
        <Icon paths={chevronPaths} className="user-menu-button__chevron" />
      </button>
      {menuMounted && (
        <Suspense fallback={null}>
          <UserMenuPopup id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
