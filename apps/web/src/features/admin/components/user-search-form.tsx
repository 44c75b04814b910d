import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { COMMON_COPY } from "@/lib/copy";
import type { UserSearch, UserTypeFilter } from "./user-search-params";
import { ADMIN_COPY } from "../copy";

// Labels are read when shown, so they follow a language switch.
const TYPE_OPTIONS: readonly { value: UserTypeFilter; label: () => string }[] = [
  { value: "all", label: () => ADMIN_COPY.allUsers },
  { value: "student", label: () => COMMON_COPY.students },
  { value: "developer", label: () => COMMON_COPY.developers },
  { value: "parent_guide", label: () => COMMON_COPY.parentsGuides },
  { value: "admin", label: () => ADMIN_COPY.admins },
];

const isTypeFilter = (value: string): value is UserTypeFilter =>
  TYPE_OPTIONS.some((option) => option.value === value);

interface UserSearchFormProps {
  /** The search in force (from the URL): the box and the dropdown start from it. */
  initial: UserSearch;
  onSearch: (search: UserSearch) => void;
}

/** The search box and the type dropdown; they apply when Search is pressed. */
export function UserSearchForm({ initial, onSearch }: UserSearchFormProps) {
  const [search, setSearch] = useState(initial.search);
  const [userType, setUserType] = useState<UserTypeFilter>(initial.userType);
  return (
    <form
      role="search"
      aria-label={ADMIN_COPY.searchUsers}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ search: search.trim(), userType });
      }}
    >
      <Input
        type="search"
        aria-label={ADMIN_COPY.searchUsers}
        placeholder={ADMIN_COPY.searchUsersPlaceholder}
        value={search}
        className="min-w-0 sm:flex-1"
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <Select
        aria-label={ADMIN_COPY.userTypeFilter}
        value={userType}
        className="sm:w-48"
        onChange={(event) => {
          if (isTypeFilter(event.target.value)) setUserType(event.target.value);
        }}
      >
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label()}
          </option>
        ))}
      </Select>
      <Button type="submit">
        <Search aria-hidden="true" />
        {ADMIN_COPY.search}
      </Button>
    </form>
  );
}
