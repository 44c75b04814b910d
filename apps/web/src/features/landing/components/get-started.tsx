import { Rocket } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { LANDING_COPY } from "../copy";

/** The closing call to action, for visitors who are not signed in. */
export function GetStarted() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-14">
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-slate-900 px-6 py-12 text-center text-white">
        <Rocket aria-hidden="true" className="size-10 text-amber-400" />
        <p className="max-w-xl text-lg text-slate-200">{LANDING_COPY.getStartedBody}</p>
        <Button asChild size="lg">
          <Link to={paths.auth.register}>{LANDING_COPY.getStartedToday}</Link>
        </Button>
      </div>
    </section>
  );
}
