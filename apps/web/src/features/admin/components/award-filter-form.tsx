import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ADMIN_COPY } from "../copy";

/** The student e-mail box over the awards; it applies when Search is pressed (empty: all). */
export function AwardFilterForm({ onSearch }: { onSearch: (studentEmail: string) => void }) {
  const [email, setEmail] = useState("");
  return (
    <form
      role="search"
      aria-label={ADMIN_COPY.filterAwards}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(email.trim());
      }}
    >
      <Input
        type="search"
        aria-label={ADMIN_COPY.filterAwardsPlaceholder}
        placeholder={ADMIN_COPY.filterAwardsPlaceholder}
        value={email}
        className="sm:flex-1"
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {ADMIN_COPY.search}
      </Button>
    </form>
  );
}
