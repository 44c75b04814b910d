import { useTranslation } from "react-i18next";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The student e-mail box over the awards; it applies when Search is pressed (empty: all). */
export function AwardFilterForm({ onSearch }: { onSearch: (studentEmail: string) => void }) {
  const { t } = useTranslation("admin");
  const [email, setEmail] = useState("");
  return (
    <form
      role="search"
      aria-label={t("filterAwards")}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(email.trim());
      }}
    >
      <Input
        type="search"
        aria-label={t("filterAwardsPlaceholder")}
        placeholder={t("filterAwardsPlaceholder")}
        value={email}
        className="sm:flex-1"
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {t("search")}
      </Button>
    </form>
  );
}
