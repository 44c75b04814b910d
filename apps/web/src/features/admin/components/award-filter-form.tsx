import { MESSAGES } from "@trophy/shared/messages";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** The student e-mail box over the awards; it applies when Search is pressed (empty: all). */
export function AwardFilterForm({ onSearch }: { onSearch: (studentEmail: string) => void }) {
  const [email, setEmail] = useState("");
  return (
    <form
      role="search"
      aria-label={MESSAGES.filterAwards}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(email.trim());
      }}
    >
      <Input
        type="search"
        aria-label={MESSAGES.filterAwardsPlaceholder}
        placeholder={MESSAGES.filterAwardsPlaceholder}
        value={email}
        className="sm:flex-1"
        onChange={(event) => {
          setEmail(event.target.value);
        }}
      />
      <Button type="submit">
        <Search aria-hidden="true" />
        {MESSAGES.search}
      </Button>
    </form>
  );
}
