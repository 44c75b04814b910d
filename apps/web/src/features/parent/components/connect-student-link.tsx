import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { PARENT_COPY } from "../copy";

/** What a parent with no linked student does next: go and connect one. */
export function ConnectStudentLink() {
  return (
    <Button asChild>
      <Link to={paths.parent.students}>
        <UserPlus aria-hidden="true" />
        {PARENT_COPY.connectStudent}
      </Link>
    </Button>
  );
}
