import { useTranslation } from "react-i18next";
import { PreloadLink } from "@/components/preload-link";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** Login and Sign Up: in the header's row, or full-width rows in the phone menu. */
export function SignInLinks({
  stacked,
  onNavigate,
}: {
  stacked: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation("app");
  const item = stacked ? "w-full justify-start" : undefined;
  return (
    <>
      <Button asChild variant="ghost" className={item}>
        <PreloadLink to={paths.auth.login} onClick={onNavigate}>
          {t("navLogin")}
        </PreloadLink>
      </Button>
      <Button asChild className={item}>
        <PreloadLink to={paths.auth.register} onClick={onNavigate}>
          {t("navSignUp")}
        </PreloadLink>
      </Button>
    </>
  );
}
