import { useTranslation } from "react-i18next";
import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** What a parent with no linked student does next: go and connect one. */
export function ConnectStudentLink() {
  const { t } = useTranslation("parent");
  return (
    <Button asChild>
      <Link to={paths.parent.students}>
        <UserPlus aria-hidden="true" />
        {t("connectStudent")}
      </Link>
    </Button>
  );
}
