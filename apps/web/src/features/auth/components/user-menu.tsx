import AdminPanelSettingsRoundedIcon from "@mui/icons-material/AdminPanelSettingsRounded";
import GavelRoundedIcon from "@mui/icons-material/GavelRounded";
import KeyboardArrowDownRoundedIcon from "@mui/icons-material/KeyboardArrowDownRounded";
import LogoutRoundedIcon from "@mui/icons-material/LogoutRounded";
import PersonRoundedIcon from "@mui/icons-material/PersonRounded";
import SettingsRoundedIcon from "@mui/icons-material/SettingsRounded";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import type { CurrentUserDto } from "@scrims/shared/users/users.schema";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "@/config/paths";
import { useLogout } from "../api/logout";

/** Avatar button with the signed-in user's links and logout. */
export function UserMenu({ user }: { user: CurrentUserDto }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const logout = useLogout();

  const handleClose = () => setAnchor(null);

  const handleLogout = () => {
    handleClose();
    logout.mutate();
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        endIcon={<KeyboardArrowDownRoundedIcon />}
        sx={{ pl: 0.75, borderRadius: 6 }}
      >
        <Avatar
          sx={{
            width: 32,
            height: 32,
            bgcolor: "primary.dark",
            fontSize: "0.95rem",
            fontWeight: 700,
          }}
        >
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box
          component="span"
          sx={{
            display: { xs: "none", sm: "inline" },
            ml: 1,
            maxWidth: 140,
            overflow: "hidden",
            textOverflow: "ellipsis",
            whiteSpace: "nowrap",
          }}
        >
          {user.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={handleClose}
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
            {user.region} · {user.rank}
          </Typography>
        </Box>
        <Divider />
        <MenuItem
          component={RouterLink}
          to={paths.user(user.name, user.region, user.summonerTagline)}
          onClick={handleClose}
        >
          <ListItemIcon>
            <PersonRoundedIcon fontSize="small" />
          </ListItemIcon>
          My Profile
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.settings} onClick={handleClose}>
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
            onClick={handleClose}
          >
            <ListItemIcon>
              <AdminPanelSettingsRoundedIcon fontSize="small" />
            </ListItemIcon>
            Admin Dashboard
          </MenuItem>,
          <MenuItem key="bans" component={RouterLink} to={paths.adminBans} onClick={handleClose}>
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
    </>
  );
}
