import GoogleIcon from "@mui/icons-material/Google";
import SportsEsportsRoundedIcon from "@mui/icons-material/SportsEsportsRounded";
import VpnKeyRoundedIcon from "@mui/icons-material/VpnKeyRounded";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { AuthProvidersDto } from "@scrims/shared/auth/auth.schema";
import type { ReactNode } from "react";
import { paths } from "@/config/paths";

type Provider = AuthProvidersDto["providers"][number];

const ICONS: Record<Provider["id"], ReactNode> = {
  google: <GoogleIcon />,
  riot: <SportsEsportsRoundedIcon />,
  oidc: <VpnKeyRoundedIcon />,
};

/**
 * One button per configured identity provider. Each is a plain link: the browser leaves the app
 * for the provider and comes back to /auth/complete.
 */
export function ProviderSignInButtons({ providers }: { providers: Provider[] }) {
  return (
    <Stack spacing={1.25}>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          component="a"
          href={paths.providerSignIn(provider.id)}
          variant="outlined"
          size="large"
          startIcon={ICONS[provider.id]}
          sx={{
            justifyContent: "center",
            py: 1.25,
            color: "text.primary",
            borderColor: "rgba(255, 255, 255, 0.2)",
            bgcolor: "rgba(255, 255, 255, 0.03)",
            "&:hover": { borderColor: "primary.main", bgcolor: "rgba(33, 150, 243, 0.08)" },
          }}
        >
          Continue with {provider.name}
        </Button>
      ))}
    </Stack>
  );
}
