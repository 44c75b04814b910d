import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { Search } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { UserSearch, UserTypeFilter } from "./user-search-params";

// Labels are read when shown, so they follow a language switch.
const TYPE_OPTIONS: readonly { value: UserTypeFilter; label: () => string }[] = [
  { value: "all", label: () => i18next.t("admin:allUsers") },
  { value: "student", label: () => i18next.t("common:students") },
  { value: "developer", label: () => i18next.t("common:developers") },
  { value: "parent_guide", label: () => i18next.t("common:parentsGuides") },
  { value: "admin", label: () => i18next.t("admin:admins") },
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
  const { t } = useTranslation("admin");
  const [search, setSearch] = useState(initial.search);
  const [userType, setUserType] = useState<UserTypeFilter>(initial.userType);
  return (
    <form
      role="search"
      aria-label={t("searchUsers")}
      className="flex flex-col gap-3 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ search: search.trim(), userType });
      }}
    >
      <Input
        type="search"
        aria-label={t("searchUsers")}
        placeholder={t("searchUsersPlaceholder")}
        value={search}
        className="min-w-0 sm:flex-1"
        onChange={(event) => {
          setSearch(event.target.value);
        }}
      />
      <Select
        aria-label={t("userTypeFilter")}
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
        {t("search")}
      </Button>
    </form>
  );
}
