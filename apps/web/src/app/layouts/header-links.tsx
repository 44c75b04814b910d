import { PreloadLink } from "@/components/preload-link";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { APP_COPY } from "../copy";

/** Login and Sign Up: in the header's row, or full-width rows in the phone menu. */
export function SignInLinks({
  stacked,
  onNavigate,
}: {
  stacked: boolean;
  onNavigate?: () => void;
}) {
  const item = stacked ? "w-full justify-start" : undefined;
  return (
    <>
      <Button asChild variant="ghost" className={item}>
        <PreloadLink to={paths.auth.login} onClick={onNavigate}>
          {APP_COPY.navLogin}
        </PreloadLink>
      </Button>
      <Button asChild className={item}>
        <PreloadLink to={paths.auth.register} onClick={onNavigate}>
          {APP_COPY.navSignUp}
        </PreloadLink>
      </Button>
    </>
  );
}
