import AdminPanelSettingsRoundedIcon from "@mui/icons-material/AdminPanelSettingsRounded";
import GavelRoundedIcon from "@mui/icons-material/GavelRounded";
import LogoutRoundedIcon from "@mui/icons-material/LogoutRounded";
import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import SettingsRoundedIcon from "@mui/icons-material/SettingsRounded";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { Link as RouterLink } from "react-router";
import { RankSource } from "@/components/rank/rank-source";
import { usePlateRank } from "@/components/summoner/use-plate-rank";
import { paths } from "@/config/paths";
import { useLogout } from "../api/logout";

type UserMenuPopupProps = {
  id: string;
  user: CurrentUserDto;
  /** The button it opens from; null while closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
};

/**
 * The account menu: the signed-in user's links and logout. Drawn with MUI and loaded on demand by
 * its plain button (user-menu-button.tsx), so a page's first paint carries none of it.
 */
export function UserMenuPopup({ id, user, anchor, onClose }: UserMenuPopupProps) {
  const logout = useLogout();
  const plate = usePlateRank(user);

  const handleLogout = () => {
    onClose();
    logout.mutate();
  };

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {user.name}
          <Box component="span" sx={{ color: "text.secondary", fontWeight: 500 }}>
            {" "}
            #{user.summonerTagline}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {user.region} · {plate.rank}
          <RankSource fromRiot={plate.fromRiot} />
        </Typography>
      </Box>
      <Divider />
      <MenuItem
        component={RouterLink}
        to={paths.user(user.name, user.region, user.summonerTagline)}
        onClick={onClose}
      >
        <ListItemIcon>
          <PersonRoundedIcon fontSize="small" />
        </ListItemIcon>
        My Profile
      </MenuItem>
      <MenuItem component={RouterLink} to={paths.settings} onClick={onClose}>
        <ListItemIcon>
          <SettingsRoundedIcon fontSize="small" />
        </ListItemIcon>
        Settings
      </MenuItem>
      {user.isAdmin && [
        <Divider key="admin-divider" />,
        <MenuItem
          key="dashboard"
          component={RouterLink}
          to={paths.adminDashboard}
          onClick={onClose}
        >
          <ListItemIcon>
            <AdminPanelSettingsRoundedIcon fontSize="small" />
          </ListItemIcon>
          Admin Dashboard
        </MenuItem>,
        <MenuItem key="bans" component={RouterLink} to={paths.adminBans} onClick={onClose}>
          <ListItemIcon>
            <GavelRoundedIcon fontSize="small" />
          </ListItemIcon>
          Ban History
        </MenuItem>,
      ]}
      <Divider />
      <MenuItem onClick={handleLogout} disabled={logout.isPending}>
        <ListItemIcon>
          <LogoutRoundedIcon fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
