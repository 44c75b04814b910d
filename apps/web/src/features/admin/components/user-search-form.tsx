import type { UserType } from "@trophy/shared/constants";
import { MESSAGES } from "@trophy/shared/messages";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";

export type UserTypeFilter = UserType | "all";

export interface UserSearch {
  search: string;
  userType: UserTypeFilter;
}

const TYPE_OPTIONS: readonly { value: UserTypeFilter; label: string }[] = [
  { value: "all", label: MESSAGES.allUsers },
  { value: "student", label: MESSAGES.students },
  { value: "developer", label: MESSAGES.developers },
  { value: "parent_guide", label: MESSAGES.parentsGuides },
  { value: "admin", label: MESSAGES.admins },
];

const isTypeFilter = (value: string): value is UserTypeFilter =>
  TYPE_OPTIONS.some((option) => option.value === value);

/** The search box and the type dropdown; they apply when Search is pressed. */
export function UserSearchForm({ onSearch }: { onSearch: (search: UserSearch) => void }) {
  const [search, setSearch] = useState("");
  const [userType, setUserType] = useState<UserTypeFilter>("all");
  return (
    <form
      role="search"
      aria-label={MESSAGES.searchUsers}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ search: search.trim(), userType });
      }}
    >
      <Input
        type="search"
        aria-label={MESSAGES.searchUsers}
        placeholder={MESSAGES.searchUsersPlaceholder}
        value={search}
        className="sm:flex-1"
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <Select
        aria-label={MESSAGES.userTypeFilter}
        value={userType}
        className="sm:w-48"
        onChange={(event) => {
          if (isTypeFilter(event.target.value)) setUserType(event.target.value);
        }}
      >
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      <Button type="submit">
        <Search aria-hidden="true" />
        {MESSAGES.search}
      </Button>
    </form>
  );
}
