import { useTranslation } from "react-i18next";
import { i18next } from "@/lib/i18n/i18n";
import { titleCase } from "@trophy/shared/rules/gift-card-display";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import type { GiftCardSort } from "./gift-card-sort";

// Labels are read when shown, so a language switch changes them.
const SORTS: readonly { value: GiftCardSort; label: () => string }[] = [
  { value: "date", label: () => i18next.t("student:sortDateNewest") },
  { value: "value", label: () => i18next.t("student:sortValueHighest") },
  { value: "type", label: () => i18next.t("student:sortTypeAZ") },
];

export interface GiftCardFilterValues {
  search: string;
  cardType: string;
  sort: GiftCardSort;
}

interface GiftCardFiltersProps {
  values: GiftCardFilterValues;
  /** The card types the student has, for the type filter. */
  cardTypes: readonly string[];
  onChange: (values: GiftCardFilterValues) => void;
}

/** Search (type or code), a type filter and the order of the gift card grid. */
export function GiftCardFilters({ values, cardTypes, onChange }: GiftCardFiltersProps) {
  const { t } = useTranslation("student");
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto]">
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="gift-card-search">{t("searchGiftCards")}</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
          />
          <Input
            id="gift-card-search"
            type="search"
            className="pl-9"
            placeholder={t("searchGiftCardsPlaceholder")}
            value={values.search}
            onChange={(event) => {
              onChange({ ...values, search: event.target.value });
            }}
          />
        </div>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="gift-card-type">{t("cardTypeFilter")}</Label>
        <Select
          id="gift-card-type"
          value={values.cardType}
          onChange={(event) => {
            onChange({ ...values, cardType: event.target.value });
          }}
        >
          <option value="">{t("allCardTypes")}</option>
          {cardTypes.map((type) => (
            <option key={type} value={type}>
              {titleCase(type)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid min-w-0 gap-2">
        <Label htmlFor="gift-card-sort">{t("sortBy")}</Label>
        <Select
          id="gift-card-sort"
          value={values.sort}
          onChange={(event) => {
            const sort = SORTS.find((s) => s.value === event.target.value)?.value ?? "date";
            onChange({ ...values, sort });
          }}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label()}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
