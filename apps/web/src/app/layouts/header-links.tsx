import { Link } from "react-router";
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
        <Link to={paths.auth.login} onClick={onNavigate}>
          {APP_COPY.navLogin}
        </Link>
      </Button>
      <Button asChild className={item}>
        <Link to={paths.auth.register} onClick={onNavigate}>
          {APP_COPY.navSignUp}
        </Link>
      </Button>
    </>
  );
}
