import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { AUTH_COPY } from "../copy";

/** The buttons under a finished verification: Go to Login, and Register Again after a failure. */
export function VerificationActions({ failed }: { failed: boolean }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
      {failed && (
        <Button asChild variant="outline">
          <Link to={paths.auth.register}>{AUTH_COPY.registerAgain}</Link>
        </Button>
      )}
      <Button asChild>
        <Link to={paths.auth.login}>{AUTH_COPY.goToLogin}</Link>
      </Button>
    </div>
  );
}
