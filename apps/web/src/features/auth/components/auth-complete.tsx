import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAlerts } from "@/components/alerts/use-alerts";
import { LoadingScreen } from "@/components/loading-screen";
import { paths } from "@/config/paths";
import { useExchangeCode } from "../api/exchange-code";
import { LOGIN_FAILED_MESSAGE, loginFailureMessage } from "../utils/login-failure";
import { returnToPath } from "../utils/return-to";

/**
 * Landing spot after a provider sign-in: trades `?code=` for a session, then goes on to sign-up
 * (no account yet) or the Scrims Hub. `?error=`, a missing code or a refused code go home with an
 * error alert.
 */
export function AuthComplete() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const { mutateAsync: exchangeCode } = useExchangeCode();
  // The code is single-use: never send it twice (StrictMode runs effects twice in development).
  const hasStarted = useRef(false);
  const code = searchParams.get("code");
  const providerError = searchParams.get("error");

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;

    const fail = (message: string) => {
      showAlert({ type: "error", message });
      void navigate(paths.home, { replace: true });
    };
    if (providerError || !code) {
      fail(LOGIN_FAILED_MESSAGE);
      return;
    }
    exchangeCode({ code })
      .then((session) => navigate(session.user ? returnToPath() : paths.signup, { replace: true }))
      .catch((error: unknown) => fail(loginFailureMessage(error)));
  }, [code, providerError, exchangeCode, navigate, showAlert]);

  return <LoadingScreen text="Signing you in" />;
}
