import { MESSAGES } from "@trophy/shared/messages";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The buttons under a finished verification: Go to Login, and Register Again after a failure. */
export function VerificationActions({ failed }: { failed: boolean }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      {failed && (
        <Button asChild variant="outline">
          <Link to={paths.auth.register}>{MESSAGES.registerAgain}</Link>
        </Button>
      )}
      <Button asChild>
        <Link to={paths.auth.login}>{MESSAGES.goToLogin}</Link>
      </Button>
    </div>
  );
}
